<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>AnimationView</name>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="194" />
            <source>The animation appears here once the model is simulated.</source>
            <translation>模型仿真后，动画将显示在此处。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="201" />
            <location filename="../../../mechgui/app/docks/animation/view.py" line="566" />
            <source>Run</source>
            <translation>运行</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="202" />
            <source>Run / pause the animation (Space)</source>
            <translation>运行/暂停动画（空格键）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="204" />
            <source>Reset</source>
            <translation>重置</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="205" />
            <source>Back to t = 0</source>
            <translation>回到 t = 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="206" />
            <source>Loop</source>
            <translation>循环</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="209" />
            <source>Time: drag to scrub</source>
            <translation>时间：拖动以定位</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="217" />
            <source>Playback speed</source>
            <translation>播放速度</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="230" />
            <source>Speed</source>
            <translation>速度</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="423" />
            <source>stuck</source>
            <translation>黏滞</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="523" />
            <source>3D model: showing the x–y projection</source>
            <translation>三维模型：显示 x–y 平面投影</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="559" />
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="695" />
            <source>{name}: holds</source>
            <translation>{name}：约束保持</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="698" />
            <source>{name}: released</source>
            <translation>{name}：约束解除</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="703" />
            <source>{name}: stuck</source>
            <translation>{name}：黏滞</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="706" />
            <source>{name}: slipping</source>
            <translation>{name}：滑动</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="723" />
            <source>t = {t} / {end} s</source>
            <translation>t = {t} / {end} s</translation>
        </message>
    </context>
    <context>
        <name>Banner</name>
        <message>
            <location filename="../../../mechgui/app/banner.py" line="39" />
            <source>Dismiss</source>
            <translation>关闭</translation>
        </message>
    </context>
    <context>
        <name>BodiesSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="58" />
            <source>A planar body moves with the coordinates: its centre of mass (a point or a position) and its angle; the inertia is about the centre of mass. A spatial body turns by successive rotations about its axes. A free body rotates about a fixed centre from an initial rotation (axis, angle) and angular velocity.</source>
            <translation>平面刚体随坐标运动：给出其质心（一个点或一个位置）和转角；转动惯量相对于质心。空间刚体由绕自身轴的依次转动确定姿态。自由刚体绕固定中心转动，给出初始转动（轴、角）和角速度。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="66" />
            <source>Add body</source>
            <translation>添加刚体</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="72" />
            <source>planar</source>
            <translation>平面</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="73" />
            <source>in space</source>
            <translation>空间</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="74" />
            <source>free, fixed centre</source>
            <translation>自由，固定中心</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="79" />
            <source>Planar: moves with the coordinates by its centre and angle. In space: by its centre and successive rotations. Free: turns about a fixed centre.</source>
            <translation>平面：由质心和转角随坐标运动。空间：由质心和依次转动确定。自由：绕固定中心转动。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="88" />
            <source>Body</source>
            <translation>刚体</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="88" />
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="88" />
            <source>Mass</source>
            <translation>质量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="102" />
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="127" />
            <source>Inertia</source>
            <translation>转动惯量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="103" />
            <source>Axis</source>
            <translation>转轴</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="104" />
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="132" />
            <source>Angle</source>
            <translation>角</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="122" />
            <source>About the centre of mass, perpendicular to the plane</source>
            <translation>相对于质心，垂直于平面</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="124" />
            <source>Principal moments of inertia (body axes), or a 3×3 matrix</source>
            <translation>主转动惯量（体轴），或 3×3 矩阵</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="127" />
            <source>Centre</source>
            <translation>质心</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="130" />
            <source>e.g. theta</source>
            <translation>例如 theta</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="131" />
            <source>Its rotation in the plane: a formula of the coordinates</source>
            <translation>其在平面内的转角：坐标的公式</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="136" />
            <source>Rotations</source>
            <translation>转动</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="148" />
            <source>position:</source>
            <translation>位置：</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="149" />
            <source>The centre of mass: a point, or a position</source>
            <translation>质心：一个点，或一个位置</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="177" />
            <source>The body axis it turns about</source>
            <translation>绕其转动的体轴</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="179" />
            <source>e.g. psi</source>
            <translation>例如 psi</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="186" />
            <source>Add rotation</source>
            <translation>添加转动</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="187" />
            <source>Successive rotations, each about an axis of the turned body</source>
            <translation>依次转动，每次绕已转动刚体的一根轴</translation>
        </message>
    </context>
    <context>
        <name>ChainDialog</name>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="104" />
            <source>New chain</source>
            <translation>新建链系</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="149" />
            <source>Torsional shaft line (discs J, shafts c)</source>
            <translation>扭转轴系（圆盘 J，轴段 c）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="152" />
            <source>Translational chain (masses m, springs k)</source>
            <translation>平动链（质量 m，弹簧 k）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="159" />
            <source>left end (mass 1) to the ground</source>
            <translation>左端（质量 1）接地</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="160" />
            <source>right end (mass n) to the ground</source>
            <translation>右端（质量 n）接地</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="161" />
            <source>both ends to the ground</source>
            <translation>两端接地</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="162" />
            <source>free at both ends</source>
            <translation>两端自由</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="166" />
            <source>Stiffness of the shaft/spring from the ground to mass 1</source>
            <translation>地基与质量 1 之间的轴段/弹簧的刚度</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="168" />
            <source>Internal damping of that shaft/spring</source>
            <translation>该轴段/弹簧的内阻尼</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="172" />
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="173" />
            <source>Number of masses n</source>
            <translation>质量个数 n</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="174" />
            <source>Ground</source>
            <translation>接地</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="176" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="333" />
            <source>stiffness</source>
            <translation>刚度</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="179" />
            <source>internal damping</source>
            <translation>内阻尼</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="184" />
            <source>Ground to mass 1</source>
            <translation>地基至质量 1</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="185" />
            <source>Simulate until t =</source>
            <translation>仿真至 t =</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="191" />
            <source>Fill all rows</source>
            <translation>填充所有行</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="192" />
            <source>Put the values above into every row (empty: keep)</source>
            <translation>将上方的值填入每一行（留空：保持原值）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="204" />
            <source>Loads (formulas of t and the parameters; empty: none)</source>
            <translation>载荷（t 与参数的表达式；留空：无）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="209" />
            <source>Parameters the loads use: NAME=VALUE, separated by commas</source>
            <translation>载荷所用的参数：NAME=VALUE，以逗号分隔</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="216" />
            <source>Their parameters</source>
            <translation>载荷参数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="234" />
            <source>inertia J</source>
            <translation>转动惯量 J</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="235" />
            <source>stiffness c to next</source>
            <translation>刚度 c（至下一个）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="236" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="243" />
            <source>ext. damping b</source>
            <translation>外阻尼 b</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="237" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="244" />
            <source>int. damping β</source>
            <translation>内阻尼 β</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="241" />
            <source>mass m</source>
            <translation>质量 m</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="242" />
            <source>stiffness k to next</source>
            <translation>刚度 k（至下一个）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="256" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="271" />
            <source>moment</source>
            <translation>力矩</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="256" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="271" />
            <source>force</source>
            <translation>力</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="257" />
            <source>Driving {what} at mass 1</source>
            <translation>质量 1 上的驱动{what}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="272" />
            <source>Load {what} at mass {n}</source>
            <translation>质量 {n} 上的载荷{what}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="291" />
            <source>to the ground</source>
            <translation>接地</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="295" />
            <source>the last mass has no next one (free end)</source>
            <translation>最后一个质量没有下一个（自由端）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="332" />
            <source>inertia/mass</source>
            <translation>惯量/质量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="338" />
            <source>row {row}: the {what} is empty</source>
            <translation>第 {row} 行：{what}为空</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="358" />
            <source>write the load parameters as NAME=VALUE, separated by commas ({text})</source>
            <translation>载荷参数应写成 NAME=VALUE，以逗号分隔（{text}）</translation>
        </message>
    </context>
    <context>
        <name>ComparePanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="86" />
            <source>Rotational leapfrog vs RK45</source>
            <translation>转动蛙跳法与 RK45</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="90" />
            <source>Leapfrog, implicit leapfrog, RK45</source>
            <translation>蛙跳法、隐式蛙跳法、RK45</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="98" />
            <source>Leapfrog vs RK4 vs Euler (same dt)</source>
            <translation>蛙跳法、RK4 与欧拉法（相同 dt）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="108" />
            <source>Verlet vs RK45</source>
            <translation>Verlet 法与 RK45</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="112" />
            <source>Verlet, implicit midpoint, RK45</source>
            <translation>Verlet 法、隐式中点法、RK45</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="120" />
            <source>Verlet vs RK4 vs Euler (same dt)</source>
            <translation>Verlet 法、RK4 与欧拉法（相同 dt）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="248" />
            <source>Remove this method</source>
            <translation>移除此方法</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="269" />
            <source>rtol</source>
            <translation>rtol</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="269" />
            <source>dt</source>
            <translation>dt</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="272" />
            <source>Relative tolerance of the adaptive method</source>
            <translation>自适应方法的相对容差</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="274" />
            <source>Fixed time step (s)</source>
            <translation>固定时间步长 (s)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="288" />
            <source>Method</source>
            <translation>方法</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="289" />
            <source>Steps</source>
            <translation>步数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="290" />
            <source>f evals</source>
            <translation>f 求值次数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="291" />
            <source>Wall time (s)</source>
            <translation>实际耗时 (s)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="292" />
            <source>Final ΔE/E₀</source>
            <translation>最终 ΔE/E₀</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="293" />
            <source>Max |ΔE/E₀|</source>
            <translation>最大 |ΔE/E₀|</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="294" />
            <source>Max |q| − 1</source>
            <translation>最大 |q| − 1</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="346" />
            <source>A ready set of methods for the demonstration</source>
            <translation>用于演示的预设方法组合</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="347" />
            <source>Custom</source>
            <translation>自定义</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="350" />
            <source>Duration of every run (s); empty: the model's t_end</source>
            <translation>每次运行的时长 (s)；留空：使用模型的 t_end</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="351" />
            <source>Run comparison</source>
            <translation>运行对比</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="354" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="357" />
            <source>Add method</source>
            <translation>添加方法</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="358" />
            <source>Log scale |ΔE/E₀|</source>
            <translation>对数坐标 |ΔE/E₀|</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="359" />
            <source>Show the magnitude of the relative energy error on a log axis</source>
            <translation>在对数坐标轴上显示相对能量误差的绝对值</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="366" />
            <source>Preset</source>
            <translation>预设</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="368" />
            <source>t_end</source>
            <translation>t_end</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="393" />
            <source>s</source>
            <translation>秒</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="394" />
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="622" />
            <source>(E − E₀) / |E₀|</source>
            <translation>(E − E₀) / |E₀|</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="489" />
            <source>Not a positive number: {text!r}</source>
            <translation>不是正数：{text!r}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="494" />
            <source>Fix the model's errors first.</source>
            <translation>请先修正模型中的错误。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="497" />
            <source>The model is not derived yet: wait for the equations.</source>
            <translation>模型尚未推导：请等待方程推导完成。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="505" />
            <source>t_end must be a positive number</source>
            <translation>t_end 必须为正数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="517" />
            <source>Running {n} methods…</source>
            <translation>正在运行 {n} 种方法…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="523" />
            <source>Comparison cancelled</source>
            <translation>对比已取消</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="544" />
            <source>Same model, same initial state, t = 0 … {t} s.</source>
            <translation>同一模型、同一初始状态，t = 0 … {t} s。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="554" />
            <source>Comparison failed: {error}</source>
            <translation>对比失败：{error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="611" />
            <source>Implicit method: the evaluations per step vary</source>
            <translation>隐式方法：每步的求值次数不固定</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="622" />
            <source>|E − E₀| / |E₀|</source>
            <translation>|E − E₀| / |E₀|</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="653" />
            <source>Relative energy error</source>
            <translation>相对能量误差</translation>
        </message>
    </context>
    <context>
        <name>ConstraintsSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="43" />
            <source>Holonomic: f(q, t) = 0. Unilateral: f ≥ 0 while the reaction pushes or pulls (a thread, a surface). Nonholonomic: f linear in the velocities, = 0. The reaction is the constraint's multiplier.</source>
            <translation>完整约束：f(q, t) = 0。单侧约束：f ≥ 0，约束反力为推力（如支承面）或拉力（如绳索）时约束保持。非完整约束：f 为速度的线性函数，= 0。约束反力即该约束的拉格朗日乘子。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="50" />
            <source>Add constraint</source>
            <translation>添加约束</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="57" />
            <source>holonomic (f = 0)</source>
            <translation>完整（f = 0）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="58" />
            <source>unilateral (f ≥ 0)</source>
            <translation>单侧（f ≥ 0）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="59" />
            <source>nonholonomic (velocities)</source>
            <translation>非完整（速度）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="62" />
            <source>Name of the constraint (used by events and the view)</source>
            <translation>约束名称（供事件和视图使用）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="66" />
            <source>e.g. L - r</source>
            <translation>例如 L - r</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="77" />
            <source>Name of the multiplier (the constraint force), reported in the results</source>
            <translation>乘子（约束力）的名称，在结果中显示</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="82" />
            <source>Coefficient of the impact when the constraint engages again</source>
            <translation>约束重新接合时的碰撞恢复系数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="85" />
            <source>e.g. O-M</source>
            <translation>例如 O-M</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="87" />
            <source>The link the animation draws for this constraint: solid while it holds, dashed once released</source>
            <translation>动画为此约束绘制的连线：约束保持时为实线，解除后为虚线</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="93" />
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="94" />
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="96" />
            <source>Reaction</source>
            <translation>约束反力</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="97" />
            <source>Restitution</source>
            <translation>恢复系数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="98" />
            <source>Drawn as</source>
            <translation>绘制为</translation>
        </message>
    </context>
    <context>
        <name>CoordinatesSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="147" />
            <source>Generalized coordinates in order. A driven coordinate is a known function of t.</source>
            <translation>按顺序排列的广义坐标。驱动坐标是 t 的已知函数。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="151" />
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="151" />
            <source>Driven</source>
            <translation>驱动</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="164" />
            <source>A prescribed motion f(t), not a degree of freedom</source>
            <translation>给定的运动 f(t)，不是自由度</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="165" />
            <source>f(t), e.g. omega*t</source>
            <translation>f(t)，例如 omega*t</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="185" />
            <source>Add coordinate</source>
            <translation>添加坐标</translation>
        </message>
    </context>
    <context>
        <name>CrashReporter</name>
        <message>
            <location filename="../../../mechgui/app/crash.py" line="130" />
            <source>An internal error occurred: {error}. mechgui keeps running; the details are in {log}.</source>
            <translation>发生内部错误：{error}。mechgui 继续运行；详细信息见 {log}。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/crash.py" line="133" />
            <source>Internal error: {error} (mechgui keeps running; details in the log)</source>
            <translation>内部错误：{error}（mechgui 继续运行；详细信息见日志）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/crash.py" line="136" />
            <source>({n} errors so far)</source>
            <translation>（目前共 {n} 个错误）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/crash.py" line="142" />
            <source>Internal error</source>
            <translation>内部错误</translation>
        </message>
    </context>
    <context>
        <name>DerivationPane</name>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="148" />
            <source>Deriving…</source>
            <translation>正在推导…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="371" />
            <source>too large to typeset</source>
            <translation>过大，无法排版</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="464" />
            <source>With {count} coordinates the mass matrix is not inverted symbolically: the simulation solves M q̈ = f numerically at every time step.</source>
            <translation>共有 {count} 个坐标，质量矩阵不作符号求逆：仿真在每个时间步数值求解 M q̈ = f。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="668" />
            <source>Copy LaTeX</source>
            <translation>复制 LaTeX</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="669" />
            <source>Copy as text</source>
            <translation>复制为文本</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="670" />
            <source>Copy as image</source>
            <translation>复制为图像</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="672" />
            <source>Save equation as SVG…</source>
            <translation>将方程保存为 SVG…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="673" />
            <source>Save equation as PNG…</source>
            <translation>将方程保存为 PNG…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="684" />
            <source>Save equation as SVG</source>
            <translation>将方程保存为 SVG</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="684" />
            <source>SVG image (*.svg)</source>
            <translation>SVG 图像 (*.svg)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="686" />
            <source>Save equation as PNG</source>
            <translation>将方程保存为 PNG</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="686" />
            <source>PNG image (*.png)</source>
            <translation>PNG 图像 (*.png)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="698" />
            <source>Could not save the equation: {error}</source>
            <translation>无法保存方程：{error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/sections.py" line="179" />
            <source>Click to collapse</source>
            <translation>点击折叠</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/sections.py" line="179" />
            <source>Click to expand</source>
            <translation>点击展开</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/sections.py" line="219" />
            <source>{count} more</source>
            <translation>另有 {count} 项</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/sections.py" line="246" />
            <source>Intermediate steps ({count})</source>
            <translation>中间步骤（{count}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="163" />
            <source>Energies</source>
            <translation>能量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="164" />
            <source>Solution</source>
            <translation>求解</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="165" />
            <source>Constraints</source>
            <translation>约束</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="166" />
            <source>Reduced system</source>
            <translation>降维系统</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="167" />
            <source>First integrals</source>
            <translation>首次积分</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="168" />
            <source>Legendre transform</source>
            <translation>勒让德变换</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="169" />
            <source>Hamilton's equations</source>
            <translation>哈密顿方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="170" />
            <source>Rigid-body motion</source>
            <translation>刚体运动</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="171" />
            <source>Springs</source>
            <translation>弹簧</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="172" />
            <source>Integration method</source>
            <translation>积分方法</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="173" />
            <source>Body {coordinate}</source>
            <translation>刚体 {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="174" />
            <source>Coordinate {coordinate}</source>
            <translation>坐标 {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="178" />
            <source>Other steps</source>
            <translation>其他步骤</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/views.py" line="223" />
            <source>Could not typeset this equation: {message}</source>
            <translation>无法排版此方程：{message}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/views.py" line="475" />
            <source>{title} (shown as text: cannot typeset)</source>
            <translation>{title}（以文本显示：无法排版）</translation>
        </message>
    </context>
    <context>
        <name>EditorPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="129" />
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="130" />
            <source>Parameters</source>
            <translation>参数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="131" />
            <source>Coordinates</source>
            <translation>坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="132" />
            <source>Points</source>
            <translation>点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="133" />
            <source>Energy</source>
            <translation>能量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="134" />
            <source>Forces</source>
            <translation>力</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="135" />
            <source>Constraints</source>
            <translation>约束</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="136" />
            <source>Friction</source>
            <translation>摩擦</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="137" />
            <source>Events</source>
            <translation>事件</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="138" />
            <source>Bodies</source>
            <translation>刚体</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="139" />
            <source>Elements</source>
            <translation>元件</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="140" />
            <source>Simulation</source>
            <translation>仿真</translation>
        </message>
    </context>
    <context>
        <name>ElementsSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="227" />
            <source>A spring or damper acts between two points, or on an angle (torsional). A torque turns a planar body (the reacting body takes the opposite torque) or acts on an angle. A spring may also tie a point of a free body (body frame) to a fixed anchor (world frame).</source>
            <translation>弹簧或阻尼器作用于两点之间，或作用于一个角（扭转）。力矩使平面刚体转动（反作用刚体承受相反的力矩），或作用于一个角。弹簧也可把自由刚体上的一点（体坐标）连到固定锚点（世界坐标）。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="235" />
            <source>Add spring</source>
            <translation>添加弹簧</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="237" />
            <source>Add damper</source>
            <translation>添加阻尼器</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="239" />
            <source>Add torque</source>
            <translation>添加力矩</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="246" />
            <source>two points</source>
            <translation>两点之间</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="247" />
            <source>on an angle</source>
            <translation>作用于角</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="248" />
            <source>on a body</source>
            <translation>作用于刚体</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="249" />
            <source>body to anchor</source>
            <translation>刚体到锚点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="254" />
            <source>Between two points; on an angle (torsional); on a planar body; or from a point of a free body to a fixed anchor</source>
            <translation>两点之间；作用于角（扭转）；作用于平面刚体；或从自由刚体上的一点到固定锚点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="273" />
            <source>e.g. phi_2 - phi_1</source>
            <translation>例如 phi_2 - phi_1</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="274" />
            <source>Angle</source>
            <translation>角</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="287" />
            <source>From point</source>
            <translation>起点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="287" />
            <source>To point</source>
            <translation>终点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="290" />
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="290" />
            <source>optional</source>
            <translation>可选</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="303" />
            <source>Rest length (an angle's rest value for a torsional spring)</source>
            <translation>自然长度（扭转弹簧为静止角）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="304" />
            <source>Spring</source>
            <translation>弹簧</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="311" />
            <source>Rest length</source>
            <translation>自然长度</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="331" />
            <source>Spring on</source>
            <translation>弹簧所在</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="332" />
            <source>Point</source>
            <translation>点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="333" />
            <source>Anchor</source>
            <translation>锚点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="347" />
            <source>Damping coefficient: D gains c/2 times the rate squared</source>
            <translation>阻尼系数：D 增加 c/2 乘以变化率的平方</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="350" />
            <source>Damper</source>
            <translation>阻尼器</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="359" />
            <source>e.g. M_0*cos(omega*t)</source>
            <translation>例如 M_0*cos(omega*t)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="361" />
            <source>Torque</source>
            <translation>力矩</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="370" />
            <source>On body</source>
            <translation>作用刚体</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="372" />
            <source>(none)</source>
            <translation>（无）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="373" />
            <source>The body that takes the opposite torque</source>
            <translation>承受相反力矩的刚体</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="376" />
            <source>Reacting body</source>
            <translation>反作用刚体</translation>
        </message>
    </context>
    <context>
        <name>EnergySection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="280" />
            <source>Kinetic energy T</source>
            <translation>动能 T</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="280" />
            <source>empty: assembled from the point masses</source>
            <translation>留空：由质点质量组装</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="281" />
            <source>Potential energy V</source>
            <translation>势能 V</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="281" />
            <source>empty: no potential energy</source>
            <translation>留空：无势能</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="282" />
            <source>Dissipation function D</source>
            <translation>耗散函数 D</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="282" />
            <source>empty: no dissipation</source>
            <translation>留空：无耗散</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="285" />
            <source>Added kinetic energy T_extra</source>
            <translation>附加动能 T_extra</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="286" />
            <source>empty: T is only the assembled one</source>
            <translation>留空：T 仅为组装所得</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="294" />
            <source>T may be left empty: it is then assembled from the point masses and bodies. Use phi' for the velocity of phi.</source>
            <translation>T 可以留空：此时由质点和刚体组装。phi 的速度写作 phi'。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="310" />
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="313" />
            <source>V gains −m g·r for every point mass and body; empty: no gravity</source>
            <translation>每个质点和刚体的 V 增加 −m g·r；留空：无重力</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="318" />
            <source>Gravity</source>
            <translation>重力</translation>
        </message>
    </context>
    <context>
        <name>EngineMessages</name>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="23" />
            <source>unknown point {name} (did you mean {close}?)</source>
            <translation>未知的点 {name}（是否指 {close}？）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="27" />
            <source>unknown body {name} (did you mean {close}?)</source>
            <translation>未知的刚体 {name}（是否指 {close}？）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="31" />
            <source>the centre is neither a point of [points] nor a position (did you mean {close}?)</source>
            <translation>中心既不是 [points] 中的点，也不是位置（是否指 {close}？）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="38" />
            <source>parameter {name} is defined below this one (list it first)</source>
            <translation>参数 {name} 定义在此参数之后（请先列出它）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="44" />
            <source>parameter {name} is defined twice</source>
            <translation>参数 {name} 定义了两次</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="48" />
            <source>{name} is both a parameter and a coordinate</source>
            <translation>{name} 既是参数又是坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="52" />
            <source>reaction {name} is not allowed here</source>
            <translation>此处不允许使用反力 {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="56" />
            <source>a vector slip needs 2 or 3 components, got {got}</source>
            <translation>向量滑移需要 2 或 3 个分量，实际为 {got}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="60" />
            <source>slip component {k} must be linear in the velocities (e.g. {e})</source>
            <translation>滑移分量 {k} 必须关于各速度为线性（例如 {e}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="66" />
            <source>the kinetic energy must not contain accelerations</source>
            <translation>动能中不能含有加速度</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="70" />
            <source>complex values are not allowed</source>
            <translation>不允许复数值</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="74" />
            <source>does not evaluate to a finite real number</source>
            <translation>无法求值为有限实数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="78" />
            <source>does not evaluate to a number</source>
            <translation>无法求值为数字</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="80" />
            <source>expected a finite number</source>
            <translation>应为有限数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="81" />
            <source>no such file</source>
            <translation>没有此文件</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="82" />
            <source>not a UTF-8 text file</source>
            <translation>不是 UTF-8 文本文件</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="85" />
            <source>not valid TOML: {detail}</source>
            <translation>无效的 TOML：{detail}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="93" />
            <source>unexpected {text}</source>
            <translation>意外的 {text}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="94" />
            <source>this model is too large to derive: more than {count} operations in the mass matrix</source>
            <translation>模型过大，无法推导：质量矩阵中超过 {count} 个运算</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="98" />
            <source>this model is too large to derive: more than {count} operations in the kinetic energy of the point masses</source>
            <translation>模型过大，无法推导：质点动能中超过 {count} 个运算</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="102" />
            <source>this model is too large to derive: more than {count} operations in the equation of {name}</source>
            <translation>模型过大，无法推导：{name} 的方程中超过 {count} 个运算</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="106" />
            <source>the initial coordinates do not satisfy the constraint (f = {f})</source>
            <translation>初始坐标不满足约束（f = {f}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="109" />
            <source>the initial coordinates violate the unilateral constraint (f = {f} &lt; 0)</source>
            <translation>初始坐标违反单侧约束（f = {f} &lt; 0）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="112" />
            <source>the initial velocities violate the constraint (df/dt = {v}, must be 0)</source>
            <translation>初始速度违反约束（df/dt = {v}，应为 0）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="115" />
            <source>the initial coordinates cannot be moved onto the constraint</source>
            <translation>无法将初始坐标移到约束上</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="118" />
            <source>redundant constraints: {names} are not independent (the system for accelerations and reactions is singular)</source>
            <translation>冗余约束：{names} 不独立（加速度与约束反力的方程组奇异）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="122" />
            <source>redundant constraints: {names} are not independent (their Jacobians are linearly dependent); remove one</source>
            <translation>冗余约束：{names} 不独立（其雅可比矩阵线性相关）；请删除其中一个</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="126" />
            <source>the constraints {names} are redundant or singular near t = {t}</source>
            <translation>约束 {names} 在 t = {t} 附近冗余或奇异</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="129" />
            <source>friction coefficients need 0 &lt;= mu &lt;= mu_s</source>
            <translation>摩擦系数须满足 0 &lt;= mu &lt;= mu_s</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="130" />
            <source>restitution must be between 0 and 1</source>
            <translation>恢复系数须在 0 到 1 之间</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="131" />
            <source>more than {n} mode switches by t = {t}: the motion chatters (Zeno behaviour); a restitution of 0 or a shorter run may help</source>
            <translation>到 t = {t} 时模式切换超过 {n} 次：运动发生颤振（芝诺现象）；可将恢复系数设为 0 或缩短计算时间</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="135" />
            <source>this run would need about {n} steps ({time}, estimated from its first {k}), more than the limit of {limit}: a shorter run, looser tolerances or --max-steps</source>
            <translation>此次计算约需 {n} 步（{time}，按前 {k} 步估计），超过上限 {limit}：请缩短计算、放宽容差或使用 --max-steps</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="139" />
            <source>more than {n} steps by t = {t}: the run is stopped (a shorter run, looser tolerances or --max-steps)</source>
            <translation>到 t = {t} 时已超过 {n} 步：计算已停止（请缩短计算、放宽容差或使用 --max-steps）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="143" />
            <source>this run needs about {n} steps (t_end/dt = {t_end}/{dt}), more than the limit of {limit}; choose a larger dt or a shorter run (or --max-steps)</source>
            <translation>此次计算约需 {n} 步（t_end/dt = {t_end}/{dt}），超过上限 {limit}；请选择更大的 dt 或缩短计算（或使用 --max-steps）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="147" />
            <source>the solver failed near t = {t}: {why}</source>
            <translation>求解器在 t = {t} 附近失败：{why}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="148" />
            <source>the motion became non-finite near t = {t}</source>
            <translation>运动在 t = {t} 附近变为非有限值</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="149" />
            <source>the mass matrix became singular near t = {t}</source>
            <translation>质量矩阵在 t = {t} 附近变为奇异</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="150" />
            <source>the equations became singular during the run ({why})</source>
            <translation>计算过程中方程变为奇异（{why}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="151" />
            <source>the equations give a non-finite value at the initial state</source>
            <translation>方程在初始状态给出非有限值</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="154" />
            <source>the equations cannot be evaluated at the initial state ({why})</source>
            <translation>无法在初始状态计算方程（{why}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="157" />
            <source>the mass matrix is singular at the initial state: the kinetic energy must depend on every coordinate's velocity</source>
            <translation>质量矩阵在初始状态奇异：动能必须依赖于每个坐标的速度</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="161" />
            <source>the kinetic energy does not depend on {name}' (its row of the mass matrix is zero): every coordinate needs inertia</source>
            <translation>动能不依赖于 {name}'（其质量矩阵行为零）：每个坐标都需要惯性</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="165" />
            <source>a mass must be positive (it is {value} here)</source>
            <translation>质量必须为正（此处为 {value}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="166" />
            <source>rigid bodies are not supported yet</source>
            <translation>暂不支持刚体</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="167" />
            <source>the constraint does not involve any free coordinate</source>
            <translation>约束不涉及任何自由坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="168" />
            <source>a nonholonomic constraint must be linear in the velocities</source>
            <translation>非完整约束必须对速度是线性的</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="171" />
            <source>a nonholonomic constraint must contain velocities (for a constraint on the coordinates use kind = "holonomic")</source>
            <translation>非完整约束必须包含速度（对坐标的约束请使用 kind = "holonomic"）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="175" />
            <source>the slip velocity must be linear in the velocities (e.g. x' - V)</source>
            <translation>滑移速度必须对速度是线性的（例如 x' - V）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="178" />
            <source>the normal force must be linear in the reactions</source>
            <translation>法向力必须对约束反力是线性的</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="179" />
            <source>expected a table</source>
            <translation>应为表</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="180" />
            <source>expected an array</source>
            <translation>应为数组</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="181" />
            <source>expected a string</source>
            <translation>应为字符串</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="182" />
            <source>expected {want} components, got {got}</source>
            <translation>应有 {want} 个分量，实际为 {got} 个</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="183" />
            <source>not a regular file</source>
            <translation>不是普通文件</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="184" />
            <source>file too large for a model (more than {n} MB)</source>
            <translation>文件过大，不能作为模型（超过 {n} MB）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="185" />
            <source>cannot read: {why}</source>
            <translation>无法读取：{why}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="186" />
            <source>exponent {e} too large (at most {n} for a power of an expression with names: the derivation would expand it term by term)</source>
            <translation>指数 {e} 过大（含名称的表达式的幂至多为 {n}：推导会逐项展开）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="190" />
            <source>the formula is infinite or undefined</source>
            <translation>公式为无穷大或无定义</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="191" />
            <source>the time t is not allowed here</source>
            <translation>此处不允许使用时间 t</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="192" />
            <source>parameter {name} is not allowed here</source>
            <translation>此处不允许使用参数 {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="193" />
            <source>driven coordinate {name} is not allowed here</source>
            <translation>此处不允许使用给定运动坐标 {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="194" />
            <source>velocity {name}' is not allowed here (only coordinates)</source>
            <translation>此处不允许使用速度 {name}'（只允许坐标）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="195" />
            <source>the end time must be a positive number</source>
            <translation>结束时间必须为正数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="196" />
            <source>the end time is unreasonably large</source>
            <translation>结束时间过大</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="197" />
            <source>dt must be a positive number</source>
            <translation>dt 必须为正数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="198" />
            <source>dt gives {n} output samples; choose a larger dt</source>
            <translation>该 dt 会产生 {n} 个输出点；请选择更大的 dt</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="199" />
            <source>the model has no coordinates (add at least one)</source>
            <translation>模型没有坐标（请至少添加一个）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="200" />
            <source>no kinetic energy: give energy.T, or a mass to at least one point</source>
            <translation>没有动能：请给出 energy.T，或至少为一个点指定质量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="203" />
            <source>every coordinate is driven: nothing is left to move</source>
            <translation>所有坐标都是给定运动：没有可以运动的自由度</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="204" />
            <source>a point needs pos = [x, y] or [x, y, z]</source>
            <translation>点需要 pos = [x, y] 或 [x, y, z]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="205" />
            <source>a constraint needs f = "..."</source>
            <translation>约束需要 f = "..."</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="206" />
            <source>an event needs when = "..." (its zero crossing is the event)</source>
            <translation>事件需要 when = "..."（其过零即为事件）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="209" />
            <source>unsupported format (this version reads format {n})</source>
            <translation>不支持的格式（此版本读取格式 {n}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="210" />
            <source>title too long (at most {n} characters)</source>
            <translation>标题过长（至多 {n} 个字符）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="211" />
            <source>description too long ({n} characters, at most {m})</source>
            <translation>描述过长（{n} 个字符，至多 {m} 个）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="212" />
            <source>{name} is a reserved name</source>
            <translation>{name} 是保留名称</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="213" />
            <source>unknown point {name}</source>
            <translation>未知的点 {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="214" />
            <source>unknown key {name} (expected one of: {known})</source>
            <translation>未知的键 {name}（应为以下之一：{known}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="215" />
            <source>unknown parameter {name} (parameters: {known})</source>
            <translation>未知的参数 {name}（参数：{known}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="216" />
            <source>unknown method {name} (known: {known})</source>
            <translation>未知的方法 {name}（已知：{known}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="217" />
            <source>{name} must be a positive number</source>
            <translation>{name} 必须为正数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="218" />
            <source>a reaction has no time derivative ({name})</source>
            <translation>约束反力没有时间导数（{name}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="219" />
            <source>this file is in format {fmt}, written by a newer mechgui; this version reads format {n}. Update mechgui to open it (the file is left unchanged).</source>
            <translation>此文件为格式 {fmt}，由更新版本的 mechgui 写入；此版本读取格式 {n}。请更新 mechgui 后打开（文件未被修改）。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="223" />
            <source>Hamilton's form of a model with {what} is not supported</source>
            <translation>不支持含 {what} 的模型的哈密顿形式</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="224" />
            <source>a body needs inertia = [I1, I2, I3] (principal moments)</source>
            <translation>刚体需要 inertia = [I1, I2, I3]（主惯性矩）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="225" />
            <source>a chain needs at least one mass</source>
            <translation>链至少需要一个质量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="226" />
            <source>a driven coordinate has no q0/v0: its motion is given</source>
            <translation>给定运动坐标没有 q0/v0：其运动已给定</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="227" />
            <source>a force needs at + F (a vector at a point) or Q (by coordinate)</source>
            <translation>力需要 at + F（作用于某点的向量）或 Q（按坐标）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="230" />
            <source>a force vector needs both at = "POINT" and F = [...]</source>
            <translation>力向量需要 at = "POINT" 和 F = [...]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="231" />
            <source>a friction contact needs {key} = ...</source>
            <translation>摩擦接触需要 {key} = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="232" />
            <source>a link is a pair of point names</source>
            <translation>连杆是一对点名</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="233" />
            <source>a spring needs k &gt;= 0 and rest &gt;= 0</source>
            <translation>弹簧需要 k &gt;= 0 且 rest &gt;= 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="234" />
            <source>a spring needs {key} = ...</source>
            <translation>弹簧需要 {key} = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="235" />
            <source>action must be one of {known}</source>
            <translation>action 必须是以下之一：{known}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="236" />
            <source>direction must be one of {known}</source>
            <translation>direction 必须是以下之一：{known}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="237" />
            <source>kind must be one of {known}</source>
            <translation>kind 必须是以下之一：{known}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="238" />
            <source>body name {name} is used twice</source>
            <translation>刚体名称 {name} 被使用了两次</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="239" />
            <source>empty table</source>
            <translation>表为空</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="240" />
            <source>expected a number or a formula, not a boolean</source>
            <translation>应为数字或公式，而不是布尔值</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="241" />
            <source>method 'heun' does not locate events; use rk4 or an adaptive method</source>
            <translation>方法 'heun' 不定位事件；请使用 rk4 或自适应方法</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="244" />
            <source>name {name} is already used by {what}</source>
            <translation>名称 {name} 已被 {what} 使用</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="245" />
            <source>no event named {name}</source>
            <translation>没有名为 {name} 的事件</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="246" />
            <source>principal moments of inertia must be positive</source>
            <translation>主惯性矩必须为正</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="247" />
            <source>the coordinates differ from the derived model's; derive the model again</source>
            <translation>坐标与已推导的模型不同；请重新推导</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="250" />
            <source>the parameters differ from the derived model's; derive the model again</source>
            <translation>参数与已推导的模型不同；请重新推导</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="253" />
            <source>the equations cannot be evaluated near t = {t} ({why})</source>
            <translation>无法在 t = {t} 附近计算方程（{why}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="254" />
            <source>the equations or the constraints depend on t: no equilibrium to linearize about</source>
            <translation>方程或约束依赖于 t：没有可线性化的平衡位置</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="258" />
            <source>the linearized equations are singular at the equilibrium ({why})</source>
            <translation>线性化方程在平衡位置奇异（{why}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="261" />
            <source>the modes of models with friction contacts are not supported</source>
            <translation>不支持含摩擦接触的模型的模态</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="264" />
            <source>the modes of models with nonholonomic constraints are not supported yet</source>
            <translation>暂不支持含非完整约束的模型的模态</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="267" />
            <source>the model has no [[bodies]]</source>
            <translation>模型没有 [[bodies]]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="268" />
            <source>the rotation axis is the zero vector</source>
            <translation>转轴为零向量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="269" />
            <source>the motion became non-finite near t = {t} (the step dt = {dt} is probably too large for {method})</source>
            <translation>运动在 t = {t} 附近变为非有限值（步长 dt = {dt} 对 {method} 可能过大）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="273" />
            <source>the symplectic methods need a kinetic energy quadratic in the velocities (the mass matrix depends on the velocities here); use rk4 or an adaptive method</source>
            <translation>辛方法需要动能是速度的二次型（此处质量矩阵依赖于速度）；请使用 rk4 或自适应方法</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="277" />
            <source>this derivation has no momenta (needed by the symplectic methods)</source>
            <translation>此推导没有广义动量（辛方法需要）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="280" />
            <source>unknown body {name} (bodies: {known})</source>
            <translation>未知的刚体 {name}（刚体：{known}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="281" />
            <source>unknown coordinate {name} (coordinates: {known})</source>
            <translation>未知的坐标 {name}（坐标：{known}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="282" />
            <source>unknown derivation method {name}</source>
            <translation>未知的推导方法 {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="283" />
            <source>vector slip is not supported yet</source>
            <translation>暂不支持向量滑移</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="284" />
            <source>{name} is the name of a result column ({columns})</source>
            <translation>{name} 是结果列的名称（{columns}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="285" />
            <source>{name}: not a valid name</source>
            <translation>{name}：不是有效的名称</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="286" />
            <source>a rigid-body model takes [[bodies]] and [[springs]] only ({key} with bodies is not supported yet)</source>
            <translation>刚体模型只接受 [[bodies]] 和 [[springs]]（{key} 与刚体同时使用尚不支持）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="290" />
            <source>a rigid-body model takes its energies from the bodies and springs</source>
            <translation>刚体模型的能量由刚体和弹簧给出</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="294" />
            <source>method {name} takes {accepted} models, not {kind} ones; use auto or one of {usable}</source>
            <translation>方法 {name} 适用于 {accepted} 模型，而不是 {kind} 模型；请使用 auto 或以下之一：{usable}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="298" />
            <source>the constraints are dependent at the equilibrium (their Jacobian has rank {rank} &lt; {m})</source>
            <translation>约束在平衡位置相关（其雅可比矩阵的秩 {rank} &lt; {m}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="302" />
            <source>the equations cannot be linearized at rest: a non-smooth term of the velocities (sign, abs, min, max: Coulomb friction?) has no derivative at q' = 0 ({error})</source>
            <translation>方程无法在静止处线性化：速度的非光滑项（sign、abs、min、max：库仑摩擦？）在 q' = 0 处不可导（{error}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="306" />
            <source>the linearized {name} matrix depends on time (parametric excitation): natural modes are not defined for it (a Floquet analysis would be); switch the excitation off with --set to analyse the free system</source>
            <translation>线性化的 {name} 矩阵随时间变化（参数激励）：其固有振型无定义（需要 Floquet 分析）；用 --set 关闭激励以分析自由系统</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="310" />
            <source>the linearized matrices are not finite at this point (a non-smooth term such as sign() or abs() at zero velocity?)</source>
            <translation>线性化矩阵在此点不是有限值（零速度处的 sign() 或 abs() 等非光滑项？）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="314" />
            <source>the matrix form and modes of models with {what} are not supported yet (their reactions would have to be eliminated first): write the model in independent coordinates</source>
            <translation>尚不支持含 {what} 的模型的矩阵形式和振型（须先消去其反力）：请用独立坐标写出模型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="318" />
            <source>the force has {count} components, points have {dim}</source>
            <translation>力有 {count} 个分量，而点有 {dim} 个</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="322" />
            <source>{method}: the half-step quaternion did not converge near t = {t} (after {n} iterations); reduce dt</source>
            <translation>{method}：半步四元数在 t = {t} 附近未收敛（{n} 次迭代后）；请减小 dt</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="326" />
            <source>{method}: the implicit {stage} did not converge near t = {t} (after {n} fixed-point iterations); reduce dt</source>
            <translation>{method}：隐式 {stage} 在 t = {t} 附近未收敛（{n} 次不动点迭代后）；请减小 dt</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="330" />
            <source>T is given and also assembled from the {parts}: remove T, or write what it adds as T_extra</source>
            <translation>T 已给出，同时又由 {parts} 组装：请删除 T，或将其附加部分写为 T_extra</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="334" />
            <source>a body has angle = ... (planar) or rotations (in space), not both</source>
            <translation>刚体给出 angle = ...（平面）或 rotations（空间）之一，不能同时给出</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="337" />
            <source>a body moving with the coordinates needs a centre</source>
            <translation>随坐标运动的刚体需要一个中心（centre）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="338" />
            <source>a body moving with the coordinates needs centre = "POINT" or [x, y]</source>
            <translation>随坐标运动的刚体需要 centre = "POINT" 或 [x, y]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="341" />
            <source>a body needs inertia = ... (about its centre of mass)</source>
            <translation>刚体需要 inertia = ...（相对其质心）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="342" />
            <source>a body with a centre needs angle = ... (planar) or rotations = [...] (in space)</source>
            <translation>有中心的刚体需要 angle = ...（平面）或 rotations = [...]（空间）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="346" />
            <source>a damper needs c = ...</source>
            <translation>阻尼器需要 c = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="347" />
            <source>a free body (turning about a fixed centre) cannot be combined with coordinates or moving bodies: give it centre and angle (planar) or rotations (in space)</source>
            <translation>自由刚体（绕固定中心转动）不能与坐标或运动刚体同时使用：请给它 centre 和 angle（平面）或 rotations（空间）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="351" />
            <source>a free-body model takes springs with body, point, anchor</source>
            <translation>自由刚体模型只接受带 body、point、anchor 的弹簧</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="352" />
            <source>a moment of inertia cannot be negative</source>
            <translation>转动惯量不能为负</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="353" />
            <source>a planar body's inertia is one moment (about the centre, perpendicular to the plane)</source>
            <translation>平面刚体的惯量是一个转动惯量（绕中心、垂直于平面的轴）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="357" />
            <source>a rotation is a pair ["x" | "y" | "z", "angle"]</source>
            <translation>一次转动是一对 ["x" | "y" | "z", "angle"]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="358" />
            <source>a spatial body's inertia is [I1, I2, I3] or a 3x3 matrix [[...], ...]</source>
            <translation>空间刚体的惯量为 [I1, I2, I3] 或 3x3 矩阵 [[...], ...]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="361" />
            <source>a spring needs k = ...</source>
            <translation>弹簧需要 k = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="362" />
            <source>a spring on a body needs {needed} = ...</source>
            <translation>刚体上的弹簧需要 {needed} = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="363" />
            <source>a spring with body/point/anchor belongs to a free body; between two points write between = ["A", "B"]</source>
            <translation>带 body/point/anchor 的弹簧属于自由刚体；两点之间请写 between = ["A", "B"]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="367" />
            <source>a torque acts on a planar body's angle; for a body in space give angle = "..." (the angle it works on)</source>
            <translation>力矩作用于平面刚体的转角；对空间刚体请给出 angle = "..."（力矩做功所对应的转角）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="371" />
            <source>a torque needs M = ...</source>
            <translation>力矩需要 M = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="372" />
            <source>a torque needs exactly one of body = "NAME" or angle = "..."</source>
            <translation>力矩需要且只需要 body = "NAME" 或 angle = "..." 之一</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="375" />
            <source>a vector slip needs 2 or 3 components, got {count} (one slip velocity is written as a string: slip = "x'")</source>
            <translation>矢量滑移需要 2 或 3 个分量，得到 {count} 个（单个滑移速度写成字符串：slip = "x'"）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="379" />
            <source>a {what} needs exactly one of: {places}</source>
            <translation>{what} 需要且只需要以下之一：{places}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="380" />
            <source>an element between point {point} and itself</source>
            <translation>元件两端是同一个点 {point}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="381" />
            <source>between is a pair of point names ["A", "B"]</source>
            <translation>between 是一对点名 ["A", "B"]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="382" />
            <source>free rigid bodies are integrated by mechgui.engine.sim.rigid, not derived</source>
            <translation>自由刚体由 mechgui.engine.sim.rigid 积分，不进行推导</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="386" />
            <source>rotations needs at least one ["axis", "angle"] pair</source>
            <translation>rotations 至少需要一对 ["axis", "angle"]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="387" />
            <source>the centre is a point name or a position [x, y] or [x, y, z]</source>
            <translation>中心是一个点名，或位置 [x, y] 或 [x, y, z]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="390" />
            <source>the inertia matrix must be symmetric</source>
            <translation>惯量矩阵必须对称</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="391" />
            <source>the slip of {name} turned more than {count} times by t = {t}</source>
            <translation>{name} 的滑移方向到 t = {t} 时已改变超过 {count} 次</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="394" />
            <source>{key} belongs to a free body; a body moving with the coordinates has centre and angle or rotations</source>
            <translation>{key} 属于自由刚体；随坐标运动的刚体使用 centre 和 angle 或 rotations</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="398" />
            <source>{key} belongs to a spring on a free body</source>
            <translation>{key} 属于自由刚体上的弹簧</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="399" />
            <source>{key} is not supported with free bodies</source>
            <translation>{key}：自由刚体不支持此项</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="400" />
            <source>no mode shapes for nonholonomic constraints (the linearization on the constraint distribution gives eigenvalues and stability: mechgui modes, or --steady)</source>
            <translation>非完整约束没有振型（在约束分布上的线性化给出特征值与稳定性：mechgui modes 或 --steady）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="404" />
            <source>steady motions of models with friction are not supported</source>
            <translation>不支持带摩擦模型的定常运动</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="405" />
            <source>steady motions of models with holonomic constraints are not supported (their equilibria: mechgui modes; constraints {names})</source>
            <translation>不支持带完整约束模型的定常运动（其平衡位置：mechgui modes；约束 {names}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="409" />
            <source>the linearization does not apply: the equations depend on t explicitly (a driven coordinate or a force of t): there is no equilibrium or steady motion to linearize about</source>
            <translation>线性化不适用：方程显含 t（受驱动的坐标或随 t 变化的力）：不存在可供线性化的平衡或定常运动</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="413" />
            <source>--steady: {coordinate} is not cyclic (cyclic: {cyclic})</source>
            <translation>--steady：{coordinate} 不是循环坐标（循环坐标：{cyclic}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="414" />
            <source>a Poincaré section needs a Lagrangian model (not rigid bodies)</source>
            <translation>庞加莱截面需要拉格朗日模型（而非刚体）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="417" />
            <source>a Poincaré section needs a model without constraints (choose independent coordinates)</source>
            <translation>庞加莱截面需要无约束的模型（请选择独立坐标）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="421" />
            <source>a Poincaré section needs two degrees of freedom; the model has {count} ({coordinates})</source>
            <translation>庞加莱截面需要两个自由度；该模型有 {count} 个（{coordinates}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="425" />
            <source>the energy T + V is not conserved (damping, forces or driven coordinates): a Poincaré section needs a conservative model</source>
            <translation>能量 T + V 不守恒（阻尼、外力或受驱动的坐标）：庞加莱截面需要保守模型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="429" />
            <source>the energy {energy} is below the lowest on the section ({lowest})</source>
            <translation>能量 {energy} 低于截面上的最小值（{lowest}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="432" />
            <source>no start on the section at the energy {energy} (the lowest there is {lowest})</source>
            <translation>在能量 {energy} 下截面上没有起点（截面上的最小值为 {lowest}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="436" />
            <source>({q}, {v}) has no state on the section at the energy {energy}</source>
            <translation>({q}, {v}) 在能量 {energy} 下在截面上没有对应状态</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="439" />
            <source>no coordinate {name} (coordinates: {known})</source>
            <translation>没有坐标 {name}（坐标：{known}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="440" />
            <source>no coordinate {name} in the sweep ({known})</source>
            <translation>扫描中没有坐标 {name}（{known}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="441" />
            <source>expects COORDINATE=VALUE such as phi_1=0, got {text}</source>
            <translation>应为 坐标=值，例如 phi_1=0，得到 {text}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="442" />
            <source>expects a number after '=', got {text}</source>
            <translation>'=' 之后应为数字，得到 {text}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="443" />
            <source>the value must be finite, got {text}</source>
            <translation>数值必须有限，得到 {text}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="444" />
            <source>must be a finite number, got {value}</source>
            <translation>必须是有限数，得到 {value}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="445" />
            <source>must be a positive number, got {value}</source>
            <translation>必须是正数，得到 {value}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="446" />
            <source>must be at least 1, got {value}</source>
            <translation>必须至少为 1，得到 {value}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="447" />
            <source>the centre is neither a point of [points] nor a position</source>
            <translation>中心既不是 [points] 中的点，也不是位置</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="448" />
            <source>unknown body {name}</source>
            <translation>未知的刚体 {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="449" />
            <source>wrong shape of inertia: expected one moment</source>
            <translation>惯量形式错误：应为一个转动惯量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="450" />
            <source>wrong shape of inertia: expected three principal moments or a 3x3 matrix</source>
            <translation>惯量形式错误：应为三个主转动惯量或 3x3 矩阵</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="454" />
            <source>{name} is driven (no equation)</source>
            <translation>{name} 是给定运动的坐标（没有方程）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="455" />
            <source>{name} is not a coordinate</source>
            <translation>{name} 不是坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="456" />
            <source>coordinates are not allowed here ({name})</source>
            <translation>此处不允许使用坐标（{name}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="457" />
            <source>velocities are not allowed here ({name})</source>
            <translation>此处不允许使用速度（{name}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="458" />
            <source>{name}: too many primes here</source>
            <translation>{name}：此处撇号过多</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="459" />
            <source>a value is too large (overflow) in {expr}</source>
            <translation>{expr} 中的数值过大（溢出）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="460" />
            <source>an angle is too large to evaluate (|x| &gt; {limit}) in {expr}</source>
            <translation>{expr} 中的角度过大，无法计算（|x| &gt; {limit}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="463" />
            <source>one of {known}, got {value}</source>
            <translation>应为以下之一：{known}，得到 {value}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="465" />
            <source>empty value in a chain table</source>
            <translation>链表中有空值</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="466" />
            <source>give n, or one inertia/mass per mass</source>
            <translation>请给出 n，或为每个质量各给一个惯量/质量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="467" />
            <source>load at mass {k}: masses are numbered 1..{n}</source>
            <translation>质量 {k} 上的载荷：质量编号为 1..{n}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="468" />
            <source>unknown chain kind {name} (kinds: {known})</source>
            <translation>未知的链类型 {name}（类型：{known}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="469" />
            <source>unknown friction model {name} (known: {known})</source>
            <translation>未知的摩擦模型 {name}（已知：{known}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="470" />
            <source>unknown ground {name} (none, left, right, both)</source>
            <translation>未知的接地方式 {name}（none、left、right、both）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="471" />
            <source>{what}: expected {size} values (or one for all), got {got}</source>
            <translation>{what}：应有 {size} 个值（或一个值用于全部），实际为 {got} 个</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="474" />
            <source>{what}: expected {inner} values (between neighbours) or {all} (with the ground at both ends), got {got}</source>
            <translation>{what}：应有 {inner} 个值（相邻之间）或 {all} 个值（两端接地），实际为 {got} 个</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="478" />
            <source>{what}: expected {inner} values (or {all} with the ends, or one for all), got {got}</source>
            <translation>{what}：应有 {inner} 个值（或含两端的 {all} 个，或一个值用于全部），实际为 {got} 个</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="483" />
            <source>no column {name} (columns: {known})</source>
            <translation>没有列 {name}（列：{known}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="484" />
            <source>no parameter {name} (parameters: {known})</source>
            <translation>没有参数 {name}（参数：{known}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="485" />
            <source>unknown quantity {name} (one of {known})</source>
            <translation>未知的量 {name}（可选：{known}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="486" />
            <source>{name}: no such file or bundled example (examples: {known})</source>
            <translation>{name}：没有这个文件或内置示例（示例：{known}）</translation>
        </message>
    </context>
    <context>
        <name>EventsSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="400" />
            <source>An event is a zero crossing of its expression.</source>
            <translation>事件即其表达式的过零点。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="403" />
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="403" />
            <source>When = 0</source>
            <translation>当 = 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="403" />
            <source>Action</source>
            <translation>动作</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="403" />
            <source>Direction</source>
            <translation>方向</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="419" />
            <source>Add event</source>
            <translation>添加事件</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="423" />
            <source>record</source>
            <translation>记录</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="424" />
            <source>stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="425" />
            <source>any</source>
            <translation>任意</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="426" />
            <source>rising</source>
            <translation>上升</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="427" />
            <source>falling</source>
            <translation>下降</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="440" />
            <source>event {n}</source>
            <translation>事件 {n}</translation>
        </message>
    </context>
    <context>
        <name>ExercisePanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/__init__.py" line="19" />
            <source>Exercise</source>
            <translation>练习</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/__init__.py" line="25" />
            <source>E&amp;xercise mode</source>
            <translation>练习模式(&amp;X)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="81" />
            <source>Reveal</source>
            <translation>显示答案</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="82" />
            <source>Show the model's answer for this item</source>
            <translation>显示该项的模型答案</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="102" />
            <source>Write T, V and the Lagrange equation of each coordinate in the notation of the model file: q' is a velocity, q'' an acceleration; an equation is lhs = rhs or an expression equal to zero.</source>
            <translation>用模型文件的记法写出 T、V 以及每个坐标的拉格朗日方程：q' 表示速度，q'' 表示加速度；方程写作“左边 = 右边”，或写成等于零的表达式。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="119" />
            <source>Check</source>
            <translation>检查</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="121" />
            <source>Clear</source>
            <translation>清除</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="142" />
            <source>kinetic energy, e.g. m*l^2*phi'^2/2</source>
            <translation>动能，例如 m*l^2*phi'^2/2</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="144" />
            <source>potential energy (up to a constant)</source>
            <translation>势能（可相差一个常数）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="145" />
            <source>e.g. m*l^2*phi'' + m*g*l*sin(phi) = 0</source>
            <translation>例如 m*l^2*phi'' + m*g*l*sin(phi) = 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="184" />
            <source>Checking…</source>
            <translation>正在检查…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="219" />
            <source>{right} of {total} right</source>
            <translation>{total} 项中 {right} 项正确</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="230" />
            <source>Cannot check: {reason}</source>
            <translation>无法检查：{reason}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="239" />
            <source>Model: {answer}</source>
            <translation>模型：{answer}</translation>
        </message>
    </context>
    <context>
        <name>ExportMenu</name>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="43" />
            <source>Coordinates plot…</source>
            <translation>坐标图…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="44" />
            <source>Energy plot…</source>
            <translation>能量图…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="45" />
            <source>Reactions plot…</source>
            <translation>约束反力图…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="46" />
            <source>Friction forces plot…</source>
            <translation>摩擦力图…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="47" />
            <source>Mode shapes plot…</source>
            <translation>振型图…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="48" />
            <source>Chain profile plot…</source>
            <translation>链的分布图…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="49" />
            <source>First integrals drift plot…</source>
            <translation>首次积分漂移图…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="100" />
            <source>Copy as image</source>
            <translation>复制为图像</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="149" />
            <source>Trajectory as CSV…</source>
            <translation>轨迹导出为 CSV…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="150" />
            <source>Poincaré section…</source>
            <translation>庞加莱截面…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="152" />
            <source>Equations as LaTeX…</source>
            <translation>方程导出为 LaTeX…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="154" />
            <source>Derivation as picture (SVG, PNG)…</source>
            <translation>推导过程导出为图像（SVG、PNG）…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="157" />
            <source>Animation (GIF, MP4)…</source>
            <translation>动画（GIF、MP4）…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="158" />
            <source>Handout (HTML, PDF)…</source>
            <translation>讲义（HTML、PDF）…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="159" />
            <source>Student page (HTML)…</source>
            <translation>学生页面 (HTML)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="253" />
            <location filename="../../../mechgui/app/export_menu.py" line="266" />
            <source>Export plot</source>
            <translation>导出图表</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="283" />
            <source>Export Poincaré section</source>
            <translation>导出庞加莱截面</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="292" />
            <location filename="../../../mechgui/app/export_menu.py" line="296" />
            <source>Export derivation</source>
            <translation>导出推导过程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="302" />
            <location filename="../../../mechgui/app/export_menu.py" line="328" />
            <location filename="../../../mechgui/app/export_menu.py" line="330" />
            <source>Export handout</source>
            <translation>导出讲义</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="339" />
            <location filename="../../../mechgui/app/export_menu.py" line="352" />
            <source>Export animation</source>
            <translation>导出动画</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="352" />
            <source>Writing the animation…</source>
            <translation>正在写入动画…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="360" />
            <source>Writing {file}…</source>
            <translation>正在写入 {file}…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="369" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="406" />
            <location filename="../../../mechgui/app/student_export.py" line="55" />
            <source>Exported {file}</source>
            <translation>已导出 {file}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="409" />
            <source>Export cancelled</source>
            <translation>导出已取消</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="411" />
            <location filename="../../../mechgui/app/student_export.py" line="49" />
            <source>Export failed: {error}</source>
            <translation>导出失败：{error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/student_export.py" line="40" />
            <source>Export student page</source>
            <translation>导出学生页面</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/student_export.py" line="45" />
            <source>Writing the student page…</source>
            <translation>正在写入学生页面…</translation>
        </message>
    </context>
    <context>
        <name>FileSafety</name>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="45" />
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="66" />
            <source>Overwrite</source>
            <translation>覆盖</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="67" />
            <source>Save As…</source>
            <translation>另存为…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="73" />
            <source>Overwrite it with this model, save under another name, or cancel?</source>
            <translation>用此模型覆盖它、以另一个名称保存，还是取消？</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="76" />
            <source>File changed on disk</source>
            <translation>磁盘上的文件已更改</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="110" />
            <source>Cannot save {file}: {error}</source>
            <translation>无法保存 {file}：{error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="121" />
            <source>a model never saved</source>
            <translation>从未保存的模型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="123" />
            <source>a copy of {file}</source>
            <translation>{file} 的副本</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="124" />
            <source>mechgui did not close normally. Unsaved changes of “{title}” ({file}) were kept at {time}. Restore them?</source>
            <translation>mechgui 未正常关闭。“{title}”（{file}）的未保存更改已于 {time} 保留。要恢复吗？</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="129" />
            <source>{n} more can be restored at the next starts.</source>
            <translation>另有 {n} 个可在之后启动时恢复。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="133" />
            <source>Restore</source>
            <translation>恢复</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="135" />
            <source>Ask again later</source>
            <translation>稍后再问</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="138" />
            <source>Restore unsaved changes</source>
            <translation>恢复未保存的更改</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="182" />
            <source>Cannot restore {file}: {error}</source>
            <translation>无法恢复 {file}：{error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="199" />
            <source>Unsaved changes restored</source>
            <translation>已恢复未保存的更改</translation>
        </message>
    </context>
    <context>
        <name>ForcesSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="331" />
            <source>A force vector at a point (generalized forces by virtual work), or Q per coordinate.</source>
            <translation>作用于某点的力矢量（按虚功求广义力），或按坐标给出的 Q。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="341" />
            <source>name (optional)</source>
            <translation>名称（可选）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="342" />
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="346" />
            <source>(no point)</source>
            <translation>（无作用点）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="348" />
            <source>At point</source>
            <translation>作用点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="380" />
            <source>Add force</source>
            <translation>添加力</translation>
        </message>
    </context>
    <context>
        <name>FrictionSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="125" />
            <source>Coulomb friction mu·|N| against the slip velocity; the contact sticks while the needed force stays within mu_s·|N|. The normal force may be a constraint's reaction.</source>
            <translation>库仑干摩擦 mu·|N|，方向与滑动速度相反；当所需的力不超过 mu_s·|N| 时接触处于黏滞状态。法向力可以是某个约束的约束反力。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="132" />
            <source>Add friction contact</source>
            <translation>添加摩擦接触</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="138" />
            <source>e.g. x' - V, or x', y' (a vector)</source>
            <translation>例如 x' - V，或 x', y'（向量）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="140" />
            <source>Relative sliding velocity, linear in the velocities. A vector slip (a puck on a plane, a ball on a table): 2 or 3 components separated by commas, e.g. x' - r*phi', y'</source>
            <translation>相对滑动速度，关于各速度为线性。向量滑移（平面上的冰球、桌面上的球）：2 或 3 个分量，用逗号分隔，例如 x' - r*phi', y'</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="146" />
            <source>e.g. m*g, or a reaction N</source>
            <translation>例如 m*g，或约束反力 N</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="147" />
            <source>Normal force: an expression, or a constraint's reaction</source>
            <translation>法向力：表达式，或某个约束的约束反力</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="149" />
            <source>= mu</source>
            <translation>= mu</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="150" />
            <source>Kinetic coefficient</source>
            <translation>动摩擦因数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="151" />
            <source>Static coefficient (empty: the kinetic one)</source>
            <translation>静摩擦因数（留空：同动摩擦因数）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="154" />
            <source>(none)</source>
            <translation>（无）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="155" />
            <source>The point the animation marks while the contact sticks</source>
            <translation>接触黏滞时动画所标记的点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="159" />
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="160" />
            <source>Slip</source>
            <translation>滑动速度</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="161" />
            <source>Normal</source>
            <translation>法向力</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="164" />
            <source>Marked at</source>
            <translation>标记于</translation>
        </message>
    </context>
    <context>
        <name>HamiltonPane</name>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="90" />
            <source>Hamilton's form appears here once the equations are derived.</source>
            <translation>方程推导完成后，哈密顿形式将显示在此处。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="99" />
            <source>Deriving Hamilton's equations…</source>
            <translation>正在推导哈密顿方程…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="119" />
            <source>Hamilton's form is not available: {error}</source>
            <translation>哈密顿形式不可用：{error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="138" />
            <source>Lagrange</source>
            <translation>拉格朗日</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="139" />
            <source>Hamilton</source>
            <translation>哈密顿</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="140" />
            <source>Legendre transform, the Hamiltonian and Hamilton's equations</source>
            <translation>勒让德变换、哈密顿量和哈密顿方程</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <location filename="../../../mechgui/app/help.py" line="40" />
            <source>Title and description</source>
            <translation>标题和描述</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="41" />
            <source>A title and a Markdown description shown in the Model tab.</source>
            <translation>标题和 Markdown 描述，显示在“模型”页中。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="45" />
            <source>Top-level keys first</source>
            <translation>顶层键写在最前</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="46" />
            <source>Keys of the model itself (format, title, description, gravity) come before the first [table] header: TOML files a key written after [points] under points.</source>
            <translation>模型本身的键（format、title、description、gravity）写在第一个 [表] 标题之前：写在 [points] 之后的键会被 TOML 归入 points。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="53" />
            <source>Parameters</source>
            <translation>参数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="54" />
            <source>Numbers, or formulas of the parameters above them. Each gets a slider.</source>
            <translation>数字，或由上方参数构成的公式。每个参数都有滑块。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="58" />
            <source>Coordinates</source>
            <translation>坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="59" />
            <source>The generalized coordinates with their initial values and velocities.</source>
            <translation>广义坐标及其初始值和初始速度。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="63" />
            <source>Points</source>
            <translation>点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="64" />
            <source>Points of the mechanism as formulas of the coordinates; a mass makes them move.</source>
            <translation>机构的点，用坐标的公式表示；有质量的点会运动。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="68" />
            <source>Energy</source>
            <translation>能量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="69" />
            <source>T and V; left out, T comes from the point masses. A prime is a time derivative.</source>
            <translation>T 和 V；省略 T 时由质点计算。撇号表示对时间求导。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="73" />
            <source>Forces</source>
            <translation>力</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="74" />
            <source>Generalized forces not from a potential: damping, driving moments.</source>
            <translation>非势广义力：阻尼、驱动力矩。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="78" />
            <source>Constraints</source>
            <translation>约束</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="79" />
            <source>Holonomic (f = 0), unilateral (f &gt;= 0) or nonholonomic constraints.</source>
            <translation>完整约束（f = 0）、单侧约束（f &gt;= 0）或非完整约束。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="83" />
            <source>Events</source>
            <translation>事件</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="84" />
            <source>Stop the run, or record a moment, when a formula crosses zero.</source>
            <translation>当公式过零时停止运行或记录该时刻。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="88" />
            <source>Simulation</source>
            <translation>仿真</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="89" />
            <source>The time span and the integration method.</source>
            <translation>时间范围和积分方法。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="98" />
            <location filename="../../../mechgui/app/help.py" line="163" />
            <source>Writing a model</source>
            <translation>编写模型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="101" />
            <source>A model is a TOML file; every section can also be edited in the Model editor. The full reference is docs/model-format.md.</source>
            <translation>模型是一个 TOML 文件；每一节也可以在模型编辑器中编辑。完整参考见 docs/model-format.md。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="115" />
            <source>Presentation mode (Esc leaves)</source>
            <translation>演示模式（Esc 退出）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="117" />
            <source>PageDown, →, Space, Enter</source>
            <translation>PageDown、→、空格、Enter</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="118" />
            <source>Presentation: reveal the next step of the derivation</source>
            <translation>演示：显示推导的下一步</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="120" />
            <source>PageUp, ←</source>
            <translation>PageUp、←</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="120" />
            <source>Presentation: hide the last step shown</source>
            <translation>演示：隐藏最后显示的一步</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="121" />
            <source>Home / End</source>
            <translation>Home / End</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="121" />
            <source>Presentation: show no step / every step</source>
            <translation>演示：不显示任何步骤 / 显示全部步骤</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="122" />
            <source>Presentation: blank the screen (any key brings it back)</source>
            <translation>演示：黑屏（按任意键恢复）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="123" />
            <source>Presentation: run or pause the animation</source>
            <translation>演示：运行或暂停动画</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="124" />
            <source>Presentation: a white screen (any key brings it back)</source>
            <translation>演示：白屏（按任意键返回）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="125" />
            <source>Presentation: pen, highlighter, laser pointer, no ink</source>
            <translation>演示：钢笔、荧光笔、激光笔、不书写</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="128" />
            <source>Presentation: next ink colour, undo a stroke, erase the step's ink, keep ink</source>
            <translation>演示：下一种颜色、撤销一笔、擦除本步墨迹、保留墨迹</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="130" />
            <source>Presentation: after an edit, the equations before it too</source>
            <translation>演示：修改后同时显示修改前的方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="131" />
            <source>Space</source>
            <translation>空格</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="131" />
            <source>Run or pause the animation</source>
            <translation>运行或暂停动画</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="132" />
            <source>Derive the equations now</source>
            <translation>立即推导方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="133" />
            <source>Run the simulation</source>
            <translation>运行仿真</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="134" />
            <source>Back to t = 0</source>
            <translation>回到 t = 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="135" />
            <source>Zoom the equations, plots and editors in, out, reset</source>
            <translation>缩放方程、图表和编辑器：放大、缩小、复原</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="136" />
            <source>Expand every step of the derivation</source>
            <translation>展开推导的所有步骤</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="137" />
            <source>Compare integration methods</source>
            <translation>比较积分方法</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="138" />
            <source>Analyze the modes of small oscillations</source>
            <translation>分析小振动模态</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="139" />
            <source>Full screen</source>
            <translation>全屏</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="140" />
            <source>New, open, save a model</source>
            <translation>新建、打开、保存模型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="174" />
            <source>Keyboard shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="208" />
            <source>Example gallery</source>
            <translation>示例库</translation>
        </message>
    </context>
    <context>
        <name>InkBar</name>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="90" />
            <source>Pen</source>
            <translation>钢笔</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="91" />
            <source>Highlighter</source>
            <translation>荧光笔</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="92" />
            <source>Laser</source>
            <translation>激光笔</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="93" />
            <source>Pointer</source>
            <translation>指针</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="106" />
            <source>Ink colour</source>
            <translation>墨迹颜色</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="110" />
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="111" />
            <source>Erase</source>
            <translation>擦除</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="118" />
            <source>Keep over every step</source>
            <translation>在每一步都保留</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="119" />
            <source>Off: each step has its own ink (K)</source>
            <translation>关闭：每一步有各自的墨迹 (K)</translation>
        </message>
    </context>
    <context>
        <name>Lecture</name>
        <message>
            <location filename="../../../mechgui/app/presentation/lecture.py" line="219" />
            <source>Ink of the lecture</source>
            <translation>讲课墨迹</translation>
        </message>
    </context>
    <context>
        <name>Links</name>
        <message>
            <location filename="../../../mechgui/app/links.py" line="24" />
            <source>Open link?</source>
            <translation>打开链接？</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/links.py" line="25" />
            <source>The model's description links to:

{url}

Open it?</source>
            <translation>模型描述中的链接指向：

{url}

要打开吗？</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="128" />
            <source>Ready</source>
            <translation>就绪</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="135" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="136" />
            <source>Cancel the derivation or simulation (Esc)</source>
            <translation>取消推导或仿真（Esc）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="142" />
            <source>Relative energy error at the end of the run, |E − E0| / |E0| (conservative models)</source>
            <translation>运行结束时的相对能量误差 |E − E0| / |E0|（保守模型）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="166" />
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="167" />
            <source>&amp;New</source>
            <translation>新建(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="168" />
            <source>New &amp;chain…</source>
            <translation>新建链系(&amp;C)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="169" />
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="170" />
            <source>Open &amp;Recent</source>
            <translation>最近打开(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="173" />
            <source>&amp;Examples</source>
            <translation>示例(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="177" />
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="178" />
            <source>Save &amp;As…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="181" />
            <source>&amp;Export</source>
            <translation>导出(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="183" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="185" />
            <source>&amp;Simulation</source>
            <translation>仿真(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="186" />
            <source>&amp;Derive</source>
            <translation>推导(&amp;D)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="187" />
            <source>&amp;Run</source>
            <translation>运行(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="188" />
            <source>Run / &amp;Pause</source>
            <translation>运行/暂停(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="190" />
            <source>Re&amp;set</source>
            <translation>重置(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="192" />
            <source>&amp;Cancel</source>
            <translation>取消(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="193" />
            <source>Analyze &amp;modes</source>
            <translation>分析振型(&amp;M)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="196" />
            <source>Co&amp;mpare methods…</source>
            <translation>方法对比(&amp;M)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="198" />
            <source>&amp;Analysis</source>
            <translation>分析(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="199" />
            <source>Parameter &amp;sweep…</source>
            <translation>参数扫描(&amp;S)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="204" />
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="212" />
            <source>&amp;Reset layout</source>
            <translation>重置布局(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="213" />
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="216" />
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="223" />
            <source>System default</source>
            <translation>系统默认</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="238" />
            <source>The language changes when mechgui is started again</source>
            <translation>重新启动 mechgui 后语言设置生效</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="408" />
            <source>{steps} steps, {wall} s</source>
            <translation>{steps} 步，{wall} s</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="411" />
            <source>Solver steps of the last run; wall time of derivation + simulation</source>
            <translation>上次运行的求解器步数；推导与仿真的实际耗时</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="420" />
            <source>ΔE/E₀ = {err}</source>
            <translation>ΔE/E₀ = {err}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="425" />
            <source>Stopped by event {name!r} at t = {t}</source>
            <translation>在 t = {t} 时被事件 {name!r} 终止</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="515" />
            <source>Project initial values onto the constraints</source>
            <translation>将初始值投影到约束上</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="536" />
            <source>not saved</source>
            <translation>未保存</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="538" />
            <source>copy of {file}, not saved</source>
            <translation>{file} 的副本，未保存</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="587" />
            <source>About mechgui</source>
            <translation>关于 mechgui</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="588" />
            <source>&lt;h3&gt;mechgui {version}&lt;/h3&gt;&lt;p&gt;Lagrange's equations derived, simulated and animated, for lectures on analytical mechanics.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;mechgui {version}&lt;/h3&gt;&lt;p&gt;为分析力学课程推导、仿真并以动画演示拉格朗日方程。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="644" />
            <source>&amp;Writing a model</source>
            <translation>编写模型(&amp;W)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="647" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="652" />
            <source>Example &amp;gallery</source>
            <translation>示例库(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="654" />
            <source>&amp;About mechgui</source>
            <translation>关于 mechgui(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="101" />
            <source>Model editor</source>
            <translation>模型编辑器</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="122" />
            <source>Equations</source>
            <translation>方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="131" />
            <source>Plots</source>
            <translation>曲线</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="138" />
            <source>Modes</source>
            <translation>振型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="157" />
            <source>Compare methods</source>
            <translation>方法对比</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="168" />
            <source>Phase portrait</source>
            <translation>相图</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="45" />
            <source>&amp;Presentation mode</source>
            <translation>演示模式(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="49" />
            <source>&amp;Full screen</source>
            <translation>全屏(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="53" />
            <source>Zoom &amp;in</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="54" />
            <source>Zoom &amp;out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="55" />
            <source>&amp;Normal size</source>
            <translation>正常大小(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="60" />
            <source>&amp;Expand all steps</source>
            <translation>展开所有步骤(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="66" />
            <source>Plots in a &amp;grid</source>
            <translation>图表网格排列(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="72" />
            <source>&amp;Theme</source>
            <translation>主题(&amp;T)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="75" />
            <source>&amp;System</source>
            <translation>系统(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="76" />
            <source>&amp;Light, high contrast</source>
            <translation>浅色高对比度(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="77" />
            <source>&amp;Dark</source>
            <translation>深色(&amp;D)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="43" />
            <location filename="../../../mechgui/app/window_exports.py" line="56" />
            <location filename="../../../mechgui/app/window_exports.py" line="64" />
            <source>Nothing to export yet</source>
            <translation>暂无可导出的内容</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="46" />
            <source>Export plot</source>
            <translation>导出图表</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="58" />
            <source>Export trajectory</source>
            <translation>导出轨迹</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="66" />
            <source>Export equations</source>
            <translation>导出方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="83" />
            <source>Export failed: {error}</source>
            <translation>导出失败：{error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="85" />
            <source>Exported {file}</source>
            <translation>已导出 {file}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="78" />
            <source>Unsaved changes</source>
            <translation>未保存的更改</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="79" />
            <source>The model has unsaved changes. Save them?</source>
            <translation>模型有未保存的更改。是否保存？</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="97" />
            <source>Open model</source>
            <translation>打开模型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="152" />
            <source>Cannot open {file}: {error}</source>
            <translation>无法打开 {file}：{error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="156" />
            <source>Cannot open {file}</source>
            <translation>无法打开 {file}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="157" />
            <source>The current model is kept.</source>
            <translation>保留当前模型。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="167" />
            <source>A copy of the example: Save asks where to keep it</source>
            <translation>示例的副本：保存时会询问保存位置</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="177" />
            <source>Save model</source>
            <translation>保存模型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="198" />
            <source>Cannot save {file}: {error}</source>
            <translation>无法保存 {file}：{error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="208" />
            <source>(the model still has errors: fix them before it can be opened again)</source>
            <translation>（模型仍有错误：需修正后才能再次打开）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="209" />
            <source>Saved {file}</source>
            <translation>已保存 {file}</translation>
        </message>
    </context>
    <context>
        <name>ModelHistory</name>
        <message>
            <location filename="../../../mechgui/app/undo.py" line="103" />
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/undo.py" line="105" />
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
    </context>
    <context>
        <name>ModelSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="62" />
            <source>Title of the model</source>
            <translation>模型标题</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="63" />
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="64" />
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="79" />
            <source>Description (Markdown)</source>
            <translation>描述（Markdown）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="74" />
            <source>Edit</source>
            <translation>编辑</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="76" />
            <source>Edit the Markdown source of the description</source>
            <translation>编辑描述的 Markdown 源文本</translation>
        </message>
    </context>
    <context>
        <name>ModesPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="65" />
            <source>oscillatory</source>
            <translation>振荡</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="66" />
            <source>rigid-body</source>
            <translation>刚体模态</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="67" />
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="75" />
            <source>unstable</source>
            <translation>不稳定</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="73" />
            <source>asymptotically stable</source>
            <translation>渐近稳定</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="74" />
            <source>marginally stable</source>
            <translation>临界稳定</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="82" />
            <source>perturbations along the listed directions grow</source>
            <translation>沿所列方向的扰动增长</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="85" />
            <source>no damping: stable in the sense of Lyapunov, free oscillations neither grow nor decay</source>
            <translation>无阻尼：李雅普诺夫意义下稳定，自由振动既不增长也不衰减</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="88" />
            <source>rigid-body mode: a drift at constant speed is possible</source>
            <translation>刚体模态：可能以恒定速度漂移</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="91" />
            <source>every free motion decays</source>
            <translation>所有自由运动都衰减</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="92" />
            <source>some eigenvalues have zero real part</source>
            <translation>部分特征值的实部为零</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="93" />
            <source>rigid-body mode: the system can drift or turn as a whole</source>
            <translation>刚体模态：系统可以整体漂移或转动</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="176" />
            <source>The modes appear here once the model is derived.</source>
            <translation>模型推导完成后，振型将显示在此处。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="185" />
            <source>e.g. theta=acos(g/(R*omega^2))</source>
            <translation>例如 theta=acos(g/(R*omega^2))</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="187" />
            <source>Start the equilibrium search here: NAME=VALUE, separated by commas; values may be formulas of the parameters. Empty: the initial state.</source>
            <translation>从此处开始搜索平衡位置：NAME=VALUE，以逗号分隔；值可以是参数的公式。留空：使用初始状态。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="192" />
            <source>Analyze</source>
            <translation>分析</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="193" />
            <source>Find the equilibrium and compute the modes</source>
            <translation>求平衡位置并计算振型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="197" />
            <source>Equilibrium near</source>
            <translation>平衡位置初值</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="206" />
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="206" />
            <source>ω [rad/s]</source>
            <translation>ω [rad/s]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="206" />
            <source>f [Hz]</source>
            <translation>f [Hz]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="206" />
            <source>ζ</source>
            <translation>ζ</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="206" />
            <source>kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="210" />
            <source>Damping ratio</source>
            <translation>阻尼比</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="236" />
            <source>Amplitude of the largest component of the mode shape</source>
            <translation>振型最大分量的幅值</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="240" />
            <source>Animate</source>
            <translation>动画</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="244" />
            <source>Amplitude</source>
            <translation>幅值</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="289" />
            <source>Deriving the equations…</source>
            <translation>正在推导方程…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="299" />
            <source>The model changed: the modes are updated after the run.</source>
            <translation>模型已更改：运行后将更新振型。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="306" />
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="334" />
            <source>Modes are not available for models of rigid bodies.</source>
            <translation>刚体模型不提供振型分析。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="325" />
            <source>Write the equilibrium guess as NAME=VALUE, e.g. theta=1.0, x=0</source>
            <translation>平衡位置初值应写成 NAME=VALUE，例如 theta=1.0, x=0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="340" />
            <source>Computing the equilibrium and the modes…</source>
            <translation>正在计算平衡位置和振型…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="366" />
            <source>Modes are not available for this model: {why}</source>
            <translation>此模型不提供振型分析：{why}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="380" />
            <source>Modes: {n}, computed in {s} s.</source>
            <translation>振型：{n} 个，用时 {s} s。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="386" />
            <source>Computed in {s} s.</source>
            <translation>用时 {s} s。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="391" />
            <source>No static equilibrium (forced or free model): the modes are about q = 0.</source>
            <translation>无静平衡位置（受迫或自由模型）：振型在 q = 0 附近计算。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="406" />
            <source>searched from the initial state</source>
            <translation>从初始状态搜索</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="407" />
            <source>searched from the given point</source>
            <translation>从给定点搜索</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="408" />
            <source>linear model</source>
            <translation>线性模型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="411" />
            <source>Equilibrium</source>
            <translation>平衡位置</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="412" />
            <source>Static equilibrium</source>
            <translation>静平衡位置</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="413" />
            <source>Reference point (not an equilibrium: forced model)</source>
            <translation>参考点（非平衡位置：受迫模型）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="427" />
            <source>growth {s}/s</source>
            <translation>增长率 {s}/s</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="488" />
            <source>Cannot animate this mode: {error}</source>
            <translation>无法以动画显示此振型：{error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="95" />
            <source>coordinate</source>
            <translation>坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="96" />
            <source>mode shape</source>
            <translation>振型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="270" />
            <source>Matrix form  M q̈ + N q̇ + C q = F(t)</source>
            <translation>矩阵形式  M q̈ + N q̇ + C q = F(t)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="272" />
            <source>Copy LaTeX</source>
            <translation>复制 LaTeX</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="273" />
            <source>Copy the matrix equation as LaTeX</source>
            <translation>将矩阵方程复制为 LaTeX</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="314" />
            <source>No matrix form for this model.</source>
            <translation>此模型没有矩阵形式。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="317" />
            <source>{n} coordinates: too large to typeset legibly; Copy LaTeX gives the full equation.</source>
            <translation>{n} 个坐标：过大，无法清晰排版；“复制 LaTeX”可获得完整方程。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="327" />
            <source>typesetting…</source>
            <translation>正在排版…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="341" />
            <source>Cannot typeset: {message}</source>
            <translation>无法排版：{message}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="414" />
            <source>Mode {k}: ω = {w} rad/s, period {T} s (shown at one cycle per {c} s); grey: the equilibrium.</source>
            <translation>第 {k} 阶振型：ω = {w} rad/s，周期 {T} s（以每 {c} s 一个周期显示）；灰色：平衡位置。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="421" />
            <source>Mode {k} is a rigid-body mode (ω = 0): no restoring force, the system can drift as a whole along this shape; shown moving back and forth.</source>
            <translation>第 {k} 阶振型为刚体模态（ω = 0）：没有恢复力，系统可沿此振型整体漂移；此处以往复运动显示。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="426" />
            <source>Mode {k} is unstable: a displacement along this shape grows like cosh({s} t); shown moving back and forth.</source>
            <translation>第 {k} 阶振型不稳定：沿此振型的位移按 cosh({s} t) 增长；此处以往复运动显示。</translation>
        </message>
    </context>
    <context>
        <name>ParameterSlider</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/widgets.py" line="185" />
            <source>Lower end</source>
            <translation>下限</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/widgets.py" line="185" />
            <source>Upper end</source>
            <translation>上限</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/widgets.py" line="191" />
            <source>Drag to change the parameter; the animation keeps playing</source>
            <translation>拖动以更改参数；动画继续播放</translation>
        </message>
    </context>
    <context>
        <name>ParametersSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="103" />
            <source>A number, or a formula of the parameters above it.</source>
            <translation>数值，或由上方参数构成的公式。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="105" />
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="105" />
            <source>Value / formula</source>
            <translation>数值/公式</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="123" />
            <source>Unit</source>
            <translation>单位</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="131" />
            <source>Add parameter</source>
            <translation>添加参数</translation>
        </message>
    </context>
    <context>
        <name>PhasePanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="105" />
            <source>Family of orbits</source>
            <translation>轨道族</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="107" />
            <source>Orbits from a grid of initial values (one degree of freedom)</source>
            <translation>由初值网格得到的轨道（单自由度）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="110" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="121" />
            <source>Coordinate</source>
            <translation>坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="134" />
            <source>Phase plane</source>
            <translation>相平面</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="134" />
            <source>Poincaré section</source>
            <translation>庞加莱截面</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="206" />
            <source>A family needs a simulated model with one coordinate.</source>
            <translation>轨道族需要一个已仿真的单坐标模型。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="223" />
            <source>Computing the orbits…</source>
            <translation>正在计算轨道…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="227" />
            <source>Cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="252" />
            <source>{n} orbits</source>
            <translation>{n} 条轨道</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="259" />
            <source>Failed: {error}</source>
            <translation>失败：{error}</translation>
        </message>
    </context>
    <context>
        <name>PlotsPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="74" />
            <source>release</source>
            <translation>解除</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="75" />
            <source>engage</source>
            <translation>接合</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="76" />
            <source>stick</source>
            <translation>黏滞</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="77" />
            <source>slip</source>
            <translation>滑动</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="78" />
            <source>stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="79" />
            <source>record</source>
            <translation>记录</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="80" />
            <source>comes to rest</source>
            <translation>静止</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="97" />
            <source>Coordinates to plot</source>
            <translation>要绘制的坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="104" />
            <source>Spread along the chain</source>
            <translation>沿链均匀选取</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="106" />
            <source>{count} coordinates from the first to the last</source>
            <translation>从第一个到最后一个均匀选取 {count} 个坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="111" />
            <source>None</source>
            <translation>全不选</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="223" />
            <source>s</source>
            <translation>秒</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="443" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="151" />
            <source>Along the chain</source>
            <translation>沿链分布</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="446" />
            <source>mass number k</source>
            <translation>质量序号 k</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="447" />
            <source>q&lt;sub&gt;k&lt;/sub&gt;</source>
            <translation>q&lt;sub&gt;k&lt;/sub&gt;</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="499" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="152" />
            <source>Events</source>
            <translation>事件</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="502" />
            <source>t (s)</source>
            <translation>t (秒)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="502" />
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="502" />
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="507" />
            <source>Click an event to move the animation to its time</source>
            <translation>点击事件可将动画跳转到其发生时刻</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="59" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="147" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="397" />
            <source>Coordinates</source>
            <translation>坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="59" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="391" />
            <source>q</source>
            <translation>q</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="61" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="148" />
            <source>Energy</source>
            <translation>能量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="61" />
            <source>energy</source>
            <translation>能量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="63" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="150" />
            <source>Reactions</source>
            <translation>约束反力</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="63" />
            <source>force</source>
            <translation>力</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="65" />
            <source>Drift of the first integrals</source>
            <translation>首次积分的漂移</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="65" />
            <source>I(t) − I(0)</source>
            <translation>I(t) − I(0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="78" />
            <source>Choose…</source>
            <translation>选择…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="79" />
            <source>Choose the coordinates to plot</source>
            <translation>选择要绘制的坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="105" />
            <source>Grid</source>
            <translation>网格</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="107" />
            <source>Show every plot at once instead of one tab each</source>
            <translation>同时显示所有图表，而不是每个一个标签页</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="110" />
            <source>Tabs</source>
            <translation>标签页</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="112" />
            <source>Show one plot at a time, each in its tab</source>
            <translation>一次显示一个图表，每个在自己的标签页中</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="149" />
            <source>First integrals</source>
            <translation>首次积分</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="395" />
            <source>{shown} of {total} coordinates</source>
            <translation>{shown}/{total} 个坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="399" />
            <source>Coordinates ({shown} of {total})</source>
            <translation>坐标（{shown}/{total}）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="456" />
            <source>unknown file type {suffix} (use .png, .svg or .csv)</source>
            <translation>未知文件类型 {suffix}（请使用 .png、.svg 或 .csv）</translation>
        </message>
    </context>
    <context>
        <name>PointsSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="208" />
            <source>Positions as formulas of coordinates and t. Leave z empty for a plane model.</source>
            <translation>位置为坐标和 t 的公式。平面模型的 z 留空。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="217" />
            <source>Name of the point</source>
            <translation>点的名称</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="219" />
            <source>— (plane model)</source>
            <translation>—（平面模型）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="220" />
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="228" />
            <source>Point</source>
            <translation>点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="230" />
            <source>Mass</source>
            <translation>质量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="247" />
            <source>Add point</source>
            <translation>添加点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="251" />
            <source>Links drawn</source>
            <translation>绘制的连线</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="252" />
            <source>Trails of</source>
            <translation>显示轨迹的点</translation>
        </message>
    </context>
    <context>
        <name>PresenterView</name>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="138" />
            <source>mechgui — presenter view</source>
            <translation>mechgui — 演讲者视图</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="142" />
            <source>Next</source>
            <translation>下一页</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="152" />
            <source>Reset timer</source>
            <translation>重置计时器</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="179" />
            <source>Notes</source>
            <translation>备注</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="181" />
            <source>Parameters</source>
            <translation>参数</translation>
        </message>
    </context>
    <context>
        <name>RouthDialog</name>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="50" />
            <source>Effective potential (Routh)</source>
            <translation>有效势（劳斯）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="53" />
            <location filename="../../../mechgui/app/docks/routh.py" line="70" />
            <source>Reducing…</source>
            <translation>正在约化…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="68" />
            <source>Nothing is derived yet.</source>
            <translation>尚未推导方程。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="81" />
            <source>No effective potential: {reason}</source>
            <translation>没有有效势：{reason}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="89" />
            <source>Cyclic coordinates: {names}</source>
            <translation>循环坐标：{names}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="90" />
            <source>Routhian: R = {formula}</source>
            <translation>劳斯函数：R = {formula}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="91" />
            <source>Effective potential: V_eff({q}) = {formula}</source>
            <translation>有效势：V_eff({q}) = {formula}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="97" />
            <source>Conserved momenta of the initial state: {values}</source>
            <translation>初始状态的守恒动量：{values}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="123" />
            <source>&amp;Effective potential (Routh)…</source>
            <translation>有效势（劳斯）(&amp;E)…</translation>
        </message>
    </context>
    <context>
        <name>SectionPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="50" />
            <source>increasing (q' &gt; 0)</source>
            <translation>递增 (q' &gt; 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="51" />
            <source>decreasing (q' &lt; 0)</source>
            <translation>递减 (q' &lt; 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="52" />
            <source>both directions</source>
            <translation>双向</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="116" />
            <source>The energy T + V of every orbit</source>
            <translation>每条轨道的能量 T + V</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="118" />
            <source>From initial values</source>
            <translation>取自初始值</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="119" />
            <source>Compute section</source>
            <translation>计算截面</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="123" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="135" />
            <source>Section</source>
            <translation>截面</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="141" />
            <source>Orbits</source>
            <translation>轨道</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="143" />
            <source>points per orbit</source>
            <translation>每条轨道的点数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="145" />
            <source>Energy</source>
            <translation>能量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="172" />
            <source>A Poincaré section needs a derived Lagrangian model.</source>
            <translation>庞加莱截面需要已推导的拉格朗日模型。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="174" />
            <source>A Poincaré section needs two degrees of freedom without constraints.</source>
            <translation>庞加莱截面需要两个自由度且无约束。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="182" />
            <source>The model changed: the section was dropped.</source>
            <translation>模型已更改：截面已丢弃。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="243" />
            <source>The energy must be a number.</source>
            <translation>能量必须是数字。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="268" />
            <source>Computing {n} orbits…</source>
            <translation>正在计算 {n} 条轨道…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="272" />
            <source>Cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="296" />
            <source>{points} points of {orbits} orbits at E = {energy}</source>
            <translation>{orbits} 条轨道的 {points} 个点，E = {energy}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="308" />
            <source>Failed: {error}</source>
            <translation>失败：{error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="316" />
            <source>Poincaré section {section}, E = {energy}</source>
            <translation>庞加莱截面 {section}，E = {energy}</translation>
        </message>
    </context>
    <context>
        <name>Session</name>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="281" />
            <source>{file} is an example installed with mechgui and is never overwritten; save your model under another name.</source>
            <translation>{file} 是随 mechgui 安装的示例，永远不会被覆盖；请以另一个名称保存您的模型。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="286" />
            <source>{file} was changed by another program since it was opened.</source>
            <translation>{file} 在打开后已被其他程序更改。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="347" />
            <source>Change rows</source>
            <translation>更改行</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="401" />
            <source>Rename {old} to {new}</source>
            <translation>将 {old} 重命名为 {new}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="445" />
            <location filename="../../../mechgui/app/controller.py" line="639" />
            <source>Ready</source>
            <translation>就绪</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="470" />
            <source>Not derived: {key}: {message}</source>
            <translation>未推导：{key}：{message}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="470" />
            <source>model</source>
            <translation>模型</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="472" />
            <source>(and {n} more)</source>
            <translation>（另有 {n} 处）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="513" />
            <source>Deriving the equations…</source>
            <translation>正在推导方程…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="581" />
            <source>Simulating…</source>
            <translation>正在仿真…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="590" />
            <location filename="../../../mechgui/app/controller.py" line="648" />
            <source>Cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="620" />
            <source>Derived</source>
            <translation>已推导</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="687" />
            <source>Project initial values onto the constraints</source>
            <translation>将初始值投影到约束上</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="709" />
            <source>linearized: δq is the deviation from the equilibrium q*</source>
            <translation>线性化：δq 为相对于平衡位置 q* 的偏离</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="36" />
            <location filename="../../../mechgui/app/model_edits.py" line="48" />
            <source>a name is needed</source>
            <translation>需要名称</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="38" />
            <location filename="../../../mechgui/app/model_edits.py" line="50" />
            <source>must be a plain name like x_1 or phi</source>
            <translation>必须是简单名称，如 x_1 或 phi</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="40" />
            <location filename="../../../mechgui/app/model_edits.py" line="52" />
            <source>{name!r} is reserved (a function, a constant or the time)</source>
            <translation>{name!r} 为保留名称（函数、常数或时间）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="69" />
            <source>Untitled</source>
            <translation>未命名</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="93" />
            <source>internal error: {kind}: {message}</source>
            <translation>内部错误：{kind}：{message}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="101" />
            <source>{n} h</source>
            <translation>{n} 小时</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="103" />
            <source>{n} min</source>
            <translation>{n} 分钟</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="105" />
            <source>{n} s</source>
            <translation>{n} 秒</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="106" />
            <source>Simulating… about {steps} steps, {time} in all</source>
            <translation>正在仿真… 约 {steps} 步，共 {time}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="112" />
            <source>write the link as a pair of points: O-M</source>
            <translation>连线应写成一对点：O-M</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="113" />
            <source>write the links as pairs of points: O-A, A-B</source>
            <translation>连线应写成点对：O-A, A-B</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="186" />
            <source>another constraint has this name</source>
            <translation>已有同名约束</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="194" />
            <source>another friction contact has this name</source>
            <translation>已有同名摩擦接触</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="200" />
            <source>choose a point for the force, or give some Q</source>
            <translation>请为该力选择作用点，或给出 Q</translation>
        </message>
    </context>
    <context>
        <name>SimulationSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="453" />
            <source>auto (DOP853)</source>
            <translation>自动（DOP853）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="456" />
            <source>End time t_end</source>
            <translation>终止时间 t_end</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="457" />
            <source>Method</source>
            <translation>方法</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="458" />
            <source>Output step dt</source>
            <translation>输出步长 dt</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="460" />
            <source>default</source>
            <translation>默认</translation>
        </message>
    </context>
    <context>
        <name>SlideShow</name>
        <message>
            <location filename="../../../mechgui/app/presentation/slideshow.py" line="30" />
            <source>mechgui — slide show</source>
            <translation>mechgui — 幻灯片放映</translation>
        </message>
    </context>
    <context>
        <name>Slides</name>
        <message>
            <location filename="../../../mechgui/app/presentation/slides.py" line="51" />
            <source>Coordinates: {names}</source>
            <translation>坐标：{names}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/slides.py" line="59" />
            <source>Step {n} of {total} · {group}</source>
            <translation>第 {n} 步，共 {total} 步 · {group}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/slides.py" line="93" />
            <source>{heading} · changed by the edit</source>
            <translation>{heading} · 已被修改</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/slides.py" line="100" />
            <source>Before: {text}</source>
            <translation>修改前：{text}</translation>
        </message>
    </context>
    <context>
        <name>SteadyMotions</name>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="58" />
            <source>unstable</source>
            <translation>不稳定</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="58" />
            <source>stable (linear approximation)</source>
            <translation>稳定（线性近似）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="74" />
            <source>e.g. phi'=3 (empty: the initial rates)</source>
            <translation>例如 phi'=3（留空：初始速率）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="76" />
            <source>The rates of the cyclic coordinates, NAME'=VALUE separated by commas; the steady motions keep the other coordinates at rest</source>
            <translation>循环坐标的速率，NAME'=VALUE，以逗号分隔；定常运动中其他坐标保持静止</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="81" />
            <source>Find steady motions</source>
            <translation>查找定常运动</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="90" />
            <source>Steady motion</source>
            <translation>定常运动</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="90" />
            <source>Stability</source>
            <translation>稳定性</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="90" />
            <source>ω [rad/s]</source>
            <translation>ω [rad/s]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="90" />
            <source>Growth rate</source>
            <translation>增长率</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="101" />
            <source>Steady motions at</source>
            <translation>定常运动，速率</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="146" />
            <source>The steady motions appear here once the model is derived.</source>
            <translation>模型推导完成后，定常运动将显示在此处。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="151" />
            <source>Write the rates as NAME'=VALUE, e.g. phi'=3</source>
            <translation>请按 NAME'=VALUE 填写速率，例如 phi'=3</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="165" />
            <source>Finding the steady motions…</source>
            <translation>正在查找定常运动…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="191" />
            <source>{n} steady motions; cyclic: {names}</source>
            <translation>定常运动 {n} 个；循环坐标：{names}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="196" />
            <source>No equilibrium to linearize about: the steady motions at the initial rates of the cyclic coordinates.</source>
            <translation>没有可线性化的平衡位置：按循环坐标的初始速率求得的定常运动。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="211" />
            <source>No steady motions: {error}</source>
            <translation>没有定常运动：{error}</translation>
        </message>
    </context>
    <context>
        <name>SweepPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="86" />
            <source>Equilibria (bifurcation diagram)</source>
            <translation>平衡点（分岔图）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="87" />
            <source>Natural frequencies</source>
            <translation>固有频率</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="90" />
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="91" />
            <source>Largest value of {name}</source>
            <translation>{name} 的最大值</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="92" />
            <source>Time of the event {name}</source>
            <translation>事件 {name} 的时间</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="117" />
            <source>The coordinate of the bifurcation diagram</source>
            <translation>分岔图的坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="118" />
            <source>Run</source>
            <translation>运行</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="120" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="123" />
            <source>Export…</source>
            <translation>导出…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="129" />
            <source>Parameter</source>
            <translation>参数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="134" />
            <source>points</source>
            <translation>个点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="136" />
            <source>Range</source>
            <translation>范围</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="137" />
            <source>Quantity</source>
            <translation>物理量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="138" />
            <source>Coordinate</source>
            <translation>坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="205" />
            <source>The model has no parameter to sweep.</source>
            <translation>该模型没有可扫描的参数。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="217" />
            <source>Sweeping {name}…</source>
            <translation>正在扫描 {name}…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="225" />
            <source>Cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="241" />
            <source>{n} rows</source>
            <translation>{n} 行</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="249" />
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="285" />
            <source>Failed: {error}</source>
            <translation>失败：{error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="269" />
            <source>Nothing to export yet</source>
            <translation>暂无可导出的内容</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="278" />
            <source>Export sweep</source>
            <translation>导出扫描</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="287" />
            <source>Saved {path}</source>
            <translation>已保存 {path}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="295" />
            <source>Parameter sweep</source>
            <translation>参数扫描</translation>
        </message>
    </context>
    <context>
        <name>View3D</name>
        <message>
            <location filename="../../../mechgui/app/docks/view3d/view.py" line="469" />
            <source>Drag to turn the camera · wheel to zoom · double-click to reset</source>
            <translation>拖动旋转视角 · 滚轮缩放 · 双击复位</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/view3d/view.py" line="496" />
            <source>OpenGL is not available here: the 3D scene is drawn as a 2D projection (perspective, depth-sorted faces).</source>
            <translation>此处不支持 OpenGL：三维场景以二维投影绘制（透视，面按深度排序）。</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/view3d/view.py" line="538" />
            <source>Body axes: {x} x  {y} y  {z} z</source>
            <translation>刚体坐标轴：{x} x  {y} y  {z} z</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/view3d/view.py" line="544" />
            <source>springs to their anchors ■</source>
            <translation>弹簧连至锚点 ■</translation>
        </message>
    </context>
    <context>
        <name>_Section</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/section.py" line="256" />
            <source>Remove this row</source>
            <translation>删除此行</translation>
        </message>
    </context>
    <context>
        <name>derivation</name>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="22" />
            <location filename="../../../mechgui/engine/lagrange.py" line="308" />
            <source>Kinetic energy</source>
            <translation>动能</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="23" />
            <location filename="../../../mechgui/engine/lagrange.py" line="311" />
            <source>Kinetic energy of the point masses</source>
            <translation>质点的动能</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="24" />
            <location filename="../../../mechgui/engine/lagrange.py" line="318" />
            <source>Potential energy</source>
            <translation>势能</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="25" />
            <location filename="../../../mechgui/engine/lagrange.py" line="326" />
            <source>Rayleigh dissipation function</source>
            <translation>瑞利耗散函数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="26" />
            <location filename="../../../mechgui/engine/lagrange.py" line="427" />
            <source>Derivative of T with respect to the velocity of {coordinate}</source>
            <translation>T 对 {coordinate} 的广义速度的偏导数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="27" />
            <location filename="../../../mechgui/engine/lagrange.py" line="436" />
            <source>Its time derivative</source>
            <translation>其对时间的导数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="28" />
            <location filename="../../../mechgui/engine/lagrange.py" line="445" />
            <source>Derivative of T with respect to {coordinate}</source>
            <translation>T 对 {coordinate} 的偏导数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="29" />
            <location filename="../../../mechgui/engine/lagrange.py" line="454" />
            <source>Generalized force for {coordinate}</source>
            <translation>{coordinate} 对应的广义力</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="30" />
            <location filename="../../../mechgui/engine/lagrange.py" line="389" />
            <source>Lagrange equation for {coordinate}</source>
            <translation>{coordinate} 的拉格朗日方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="31" />
            <location filename="../../../mechgui/engine/lagrange.py" line="463" />
            <source>Lagrange equation of the 2nd kind for {coordinate}</source>
            <translation>{coordinate} 的第二类拉格朗日方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="32" />
            <location filename="../../../mechgui/engine/lagrange.py" line="581" />
            <source>Equations in matrix form</source>
            <translation>矩阵形式的方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="33" />
            <location filename="../../../mechgui/engine/lagrange.py" line="535" />
            <source>Solved for the acceleration of {coordinate}</source>
            <translation>解出 {coordinate} 的加速度</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="34" />
            <location filename="../../../mechgui/engine/lagrange.py" line="561" />
            <source>Reaction of the constraint {coordinate}</source>
            <translation>约束 {coordinate} 的约束反力</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="35" />
            <source>Constraint {coordinate}</source>
            <translation>约束 {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="36" />
            <source>Unilateral constraint {coordinate} (holds while its reaction is &gt;= 0)</source>
            <translation>单侧约束 {coordinate}（约束反力 &gt;= 0 时保持）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="39" />
            <source>Nonholonomic constraint {coordinate}</source>
            <translation>非完整约束 {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="40" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="71" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="62" />
            <source>Differentiated once</source>
            <translation>对时间求一阶导数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="41" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="71" />
            <source>Differentiated twice</source>
            <translation>对时间求二阶导数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="42" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="83" />
            <source>Generalized constraint forces of {coordinate}</source>
            <translation>约束 {coordinate} 的广义约束力</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="43" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="121" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="96" />
            <source>Dry friction at {coordinate}: slip velocity and friction force</source>
            <translation>{coordinate} 处的干摩擦：滑动速度与摩擦力</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="46" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="154" />
            <source>Accelerations and reactions together (every constraint active)</source>
            <translation>加速度与约束反力联立求解（所有约束均起作用）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="49" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="241" />
            <source>Reduced system: the constraints give the excess coordinates explicitly</source>
            <translation>降维系统：由约束显式给出多余坐标</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="52" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="251" />
            <source>Reduced equation of motion</source>
            <translation>降维后的运动方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="53" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="251" />
            <source>Reaction as a function of the state</source>
            <translation>约束反力作为状态的函数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="87" />
            <source>(sliding)</source>
            <translation>(滑动)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="88" />
            <source>(stuck)</source>
            <translation>(黏着)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="42" />
            <source>Potential energy of gravity</source>
            <translation>重力势能</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="43" />
            <source>Kinetic energy of the body {coordinate} by König's theorem</source>
            <translation>刚体 {coordinate} 的动能（柯尼希定理）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="44" />
            <source>Kinetic energy of the body {coordinate} by König's theorem (angular velocity in body axes)</source>
            <translation>刚体 {coordinate} 的动能（柯尼希定理，角速度取体轴分量）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="47" />
            <source>Potential energy of the spring {coordinate}</source>
            <translation>弹簧 {coordinate} 的势能</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="48" />
            <source>Dissipation function of the damper {coordinate}</source>
            <translation>阻尼器 {coordinate} 的耗散函数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="49" />
            <source>Generalized forces of the torque {coordinate} by virtual work</source>
            <translation>力矩 {coordinate} 的广义力（虚功原理）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="50" />
            <source>Kinetic energy of the point masses and bodies</source>
            <translation>质点和刚体的动能</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="31" />
            <source>Generalized momentum of {coordinate}</source>
            <translation>{coordinate} 的广义动量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="32" />
            <source>Velocity of {coordinate} from the momenta</source>
            <translation>由动量表示的 {coordinate} 的速度</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="33" />
            <source>Hamiltonian</source>
            <translation>哈密顿量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="34" />
            <source>Hamilton's equation for {coordinate}</source>
            <translation>{coordinate} 的哈密顿方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="35" />
            <source>Hamilton's equation for the momentum of {coordinate}</source>
            <translation>{coordinate} 的动量的哈密顿方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/integrals.py" line="52" />
            <source>Cyclic coordinate {coordinate}: its momentum is conserved</source>
            <translation>循环坐标 {coordinate}：其动量守恒</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/integrals.py" line="53" />
            <source>Routhian of the cyclic coordinates</source>
            <translation>循环坐标的劳斯函数</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/integrals.py" line="54" />
            <source>Energy integral</source>
            <translation>能量积分</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/integrals.py" line="55" />
            <source>Jacobi integral</source>
            <translation>雅可比积分</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/lagrange.py" line="386" />
            <source>Routh's equation with multipliers for {coordinate}</source>
            <translation>{coordinate} 的带乘子的劳斯方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/lagrange.py" line="387" />
            <source>Lagrange equation of the 1st kind for {coordinate}</source>
            <translation>{coordinate} 的第一类拉格朗日方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/lagrange.py" line="388" />
            <source>Lagrange equation with multipliers for {coordinate}</source>
            <translation>{coordinate} 的带乘子的拉格朗日方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="296" />
            <source>Euler's equation about body axis 1 of {coordinate}</source>
            <translation>{coordinate} 绕体轴 1 的欧拉方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="296" />
            <source>Euler's equation about body axis 2 of {coordinate}</source>
            <translation>{coordinate} 绕体轴 2 的欧拉方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="296" />
            <source>Euler's equation about body axis 3 of {coordinate}</source>
            <translation>{coordinate} 绕体轴 3 的欧拉方程</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="439" />
            <source>Rotational leapfrog (Fincham, Mol. Simul. 8, 165 (1992))</source>
            <translation>转动蛙跳法（Fincham, Mol. Simul. 8, 165 (1992)）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="325" />
            <source>State: unit quaternion and angular momentum (world frame)</source>
            <translation>状态：单位四元数与角动量（世界坐标系）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="333" />
            <source>Quaternion kinematics</source>
            <translation>四元数运动学</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="341" />
            <source>Angular momentum about the fixed centre</source>
            <translation>对固定点的角动量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="375" />
            <source>Kinetic energy of {coordinate}</source>
            <translation>{coordinate} 的动能</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="391" />
            <source>Spring force and torque</source>
            <translation>弹簧力与力矩</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="426" />
            <source>Potential energy of the springs</source>
            <translation>弹簧的势能</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="410" />
            <source>Spring {coordinate}</source>
            <translation>弹簧 {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="304" />
            <source>Symmetry behind p_{coordinate}: L does not change when {coordinate} is shifted</source>
            <translation>p_{coordinate} 背后的对称性：平移 {coordinate} 时 L 不变</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="305" />
            <source>Symmetry behind p_{coordinate}: shifting {coordinate} rotates every mass about a fixed axis</source>
            <translation>p_{coordinate} 背后的对称性：平移 {coordinate} 使所有质量绕固定轴转动</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="308" />
            <source>Symmetry behind p_{coordinate}: shifting {coordinate} translates every mass</source>
            <translation>p_{coordinate} 背后的对称性：平移 {coordinate} 使所有质量平移</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="311" />
            <source>Symmetry: L does not change when every mass is rotated about a fixed axis</source>
            <translation>对称性：所有质量绕固定轴转动时 L 不变</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="312" />
            <source>Symmetry: L does not change when every mass is translated</source>
            <translation>对称性：所有质量平移时 L 不变</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="313" />
            <source>Symmetry: L does not depend on t (a shift of time)</source>
            <translation>对称性：L 不显含 t（时间平移）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="314" />
            <source>Noether's theorem: the quantity this symmetry conserves</source>
            <translation>诺特定理：此对称性所守恒的量</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="315" />
            <source>Conserved momentum of the whole system</source>
            <translation>整个系统的守恒动量</translation>
        </message>
    </context>
    <context>
        <name>examples</name>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="42" />
            <source>Pendulums</source>
            <translation>摆</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="49" />
            <source>Constraints, contact and friction</source>
            <translation>约束、接触与摩擦</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="59" />
            <source>Oscillations and chains</source>
            <translation>振动与链</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="64" />
            <source>Rigid bodies</source>
            <translation>刚体</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="74" />
            <source>Other</source>
            <translation>其他</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="78" />
            <source>Bead on a rotating hoop</source>
            <translation>旋转圆环上的珠子</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="79" />
            <source>Block on a moving belt held by a spring (stick-slip)</source>
            <translation>弹簧牵住的移动传送带上的滑块（粘滑）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="80" />
            <source>Blocks on inclines joined by a cord over pulleys</source>
            <translation>斜面上由绕过滑轮的绳连接的滑块</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="81" />
            <source>Cube on corner springs (rotational leapfrog)</source>
            <translation>角上装弹簧的立方体（转动蛙跳法）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="82" />
            <source>Double pendulum</source>
            <translation>双摆</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="83" />
            <source>Double pendulum with Störmer–Verlet</source>
            <translation>双摆（Störmer–Verlet 方法）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="84" />
            <source>Free asymmetric top: the intermediate-axis (Dzhanibekov) flip</source>
            <translation>自由非对称陀螺：中间轴翻转（贾尼别科夫效应）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="85" />
            <source>Particle sliding off a smooth hemisphere</source>
            <translation>从光滑半球上滑落的质点</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="86" />
            <source>Rod on two knife edges turning at a constant rate (Routh's equations)</source>
            <translation>匀速转动的两刀口支承上的杆（劳斯方程）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="89" />
            <source>Chain of five masses driven at one end by a harmonic force</source>
            <translation>一端受简谐力驱动的五质量链</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="90" />
            <source>Pendulum on a thread hitting the nail</source>
            <translation>绳摆碰到钉子</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="91" />
            <source>Ball on a rod held by a cord (two multipliers)</source>
            <translation>由绳拉住的杆上的球（两个乘子）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="92" />
            <source>Simple pendulum</source>
            <translation>单摆</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="93" />
            <source>Spring (elastic) pendulum</source>
            <translation>弹簧摆</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="94" />
            <source>Three-mass torsional shaft line with damping, driving and load moments</source>
            <translation>带阻尼、驱动力矩和负载力矩的三质量扭转轴系</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="97" />
            <source>Block on a sliding wedge (Lagrange equations of the 1st kind)</source>
            <translation>滑动楔块上的滑块（第一类拉格朗日方程）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="98" />
            <source>Puck on a rough plane (vector dry friction)</source>
            <translation>粗糙平面上的冰球（向量干摩擦）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="99" />
            <source>Physical pendulum: a rod swinging about one end</source>
            <translation>复摆：绕一端摆动的杆</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="100" />
            <source>Disc rolling down an incline</source>
            <translation>沿斜面滚下的圆盘</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="101" />
            <source>Ladder sliding down a smooth wall</source>
            <translation>沿光滑墙面滑下的梯子</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="102" />
            <source>Heavy symmetric top (Lagrange top) in Euler angles</source>
            <translation>欧拉角下的重对称陀螺（拉格朗日陀螺）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="103" />
            <source>Disc rolling on a plane (nonholonomic, Euler angles)</source>
            <translation>在平面上滚动的圆盘（非完整约束，欧拉角）</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="104" />
            <source>Two carts joined by a spring and a damper</source>
            <translation>由弹簧和阻尼器相连的两辆小车</translation>
        </message>
    </context>
    <context>
        <name>language</name>
        <message>
            <location filename="../../../mechgui/app/example_texts.py" line="24" />
            <source>en</source>
            <translation>zh_CN</translation>
        </message>
    </context>
</TS>
