<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>AnimationView</name>
        <message>
            <location filename="../../mechgui/app/animation.py" line="81" />
            <source>The animation appears here once the model is simulated.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="85" />
            <location filename="../../mechgui/app/animation.py" line="321" />
            <source>Run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="86" />
            <source>Run / pause the animation (Space)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="88" />
            <source>Reset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="89" />
            <source>Back to t = 0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="90" />
            <source>Loop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="93" />
            <source>Time: drag to scrub</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="101" />
            <source>Playback speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="108" />
            <source>Speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="236" />
            <source>stuck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="284" />
            <source>3D model: showing the x–y projection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="314" />
            <source>Pause</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="431" />
            <source>{name}: holds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="434" />
            <source>{name}: released</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="439" />
            <source>{name}: stuck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="442" />
            <source>{name}: slipping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/animation.py" line="466" />
            <source>t = {t} / {end} s</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Banner</name>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="69" />
            <source>Dismiss</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BodiesSection</name>
        <message>
            <location filename="../../mechgui/app/editors.py" line="863" />
            <source>Rigid bodies rotating about a fixed centre: principal moments of inertia, initial rotation (axis, angle) and angular velocity (world frame). A spring ties a point of a body (body frame) to a fixed anchor (world frame).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="882" />
            <source>Body</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="883" />
            <source>Mass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="884" />
            <source>Inertia</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="885" />
            <source>Axis</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="886" />
            <source>Angle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="907" />
            <source>Add body</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="927" />
            <source>Spring on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="928" />
            <source>Point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="929" />
            <source>Anchor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="931" />
            <source>Rest length</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="947" />
            <source>Add spring</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ChainDialog</name>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="95" />
            <source>New chain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="101" />
            <source>Torsional shaft line (discs J, shafts c)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="102" />
            <source>Translational chain (masses m, springs k)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="108" />
            <source>left end (mass 1) to the ground</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="109" />
            <source>right end (mass n) to the ground</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="110" />
            <source>both ends to the ground</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="111" />
            <source>free at both ends</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="115" />
            <source>Stiffness of the shaft/spring from the ground to mass 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="117" />
            <source>Internal damping of that shaft/spring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="121" />
            <source>Kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="122" />
            <source>Number of masses n</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="123" />
            <source>Ground</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="125" />
            <location filename="../../mechgui/app/chain_dialog.py" line="304" />
            <source>stiffness</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="128" />
            <source>internal damping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="133" />
            <source>Ground to mass 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="134" />
            <source>Simulate until t =</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="138" />
            <source>Fill all rows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="139" />
            <source>Put the values above into every row (empty: keep)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="152" />
            <source>Loads (formulas of t and the parameters; empty: none)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="157" />
            <source>Parameters the loads use: NAME=VALUE, separated by commas</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="164" />
            <source>Their parameters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="205" />
            <source>inertia J</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="206" />
            <source>stiffness c to next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="207" />
            <location filename="../../mechgui/app/chain_dialog.py" line="214" />
            <source>ext. damping b</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="208" />
            <location filename="../../mechgui/app/chain_dialog.py" line="215" />
            <source>int. damping β</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="212" />
            <source>mass m</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="213" />
            <source>stiffness k to next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="227" />
            <location filename="../../mechgui/app/chain_dialog.py" line="242" />
            <source>moment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="227" />
            <location filename="../../mechgui/app/chain_dialog.py" line="242" />
            <source>force</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="228" />
            <source>Driving {what} at mass 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="243" />
            <source>Load {what} at mass {n}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="262" />
            <source>to the ground</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="266" />
            <source>the last mass has no next one (free end)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="303" />
            <source>inertia/mass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="309" />
            <source>row {row}: the {what} is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/chain_dialog.py" line="329" />
            <source>write the load parameters as NAME=VALUE, separated by commas ({text})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ComparePanel</name>
        <message>
            <location filename="../../mechgui/app/compare.py" line="82" />
            <source>Rotational leapfrog vs RK45</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="86" />
            <source>Leapfrog, implicit leapfrog, RK45</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="94" />
            <source>Leapfrog vs RK4 vs Euler (same dt)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="104" />
            <source>Verlet vs RK45</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="108" />
            <source>Verlet, implicit midpoint, RK45</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="116" />
            <source>Verlet vs RK4 vs Euler (same dt)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="244" />
            <source>Remove this method</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="265" />
            <source>rtol</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="265" />
            <source>dt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="268" />
            <source>Relative tolerance of the adaptive method</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="270" />
            <source>Fixed time step (s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="284" />
            <source>Method</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="285" />
            <source>Steps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="286" />
            <source>f evals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="287" />
            <source>Wall time (s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="288" />
            <source>Final ΔE/E₀</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="289" />
            <source>Max |ΔE/E₀|</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="290" />
            <source>Max |q| − 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="312" />
            <source>A ready set of methods for the demonstration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="313" />
            <source>Custom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="316" />
            <source>Duration of every run (s); empty: the model's t_end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="317" />
            <source>Run comparison</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="319" />
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="321" />
            <source>Add method</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="322" />
            <source>Log scale |ΔE/E₀|</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="323" />
            <source>Show the magnitude of the relative energy error on a log axis</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="333" />
            <source>Preset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="335" />
            <source>t_end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="347" />
            <location filename="../../mechgui/app/compare.py" line="623" />
            <source>(E − E₀) / |E₀|</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="472" />
            <source>Not a positive number: {text!r}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="477" />
            <source>Fix the model's errors first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="480" />
            <source>The model is not derived yet: wait for the equations.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="488" />
            <source>t_end must be a positive number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="504" />
            <source>Running {n} methods…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="515" />
            <source>Comparison cancelled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="543" />
            <source>Same model, same initial state, t = 0 … {t} s.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="555" />
            <source>Comparison failed: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="612" />
            <source>Implicit method: the evaluations per step vary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="623" />
            <source>|E − E₀| / |E₀|</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/compare.py" line="654" />
            <source>Relative energy error</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ConstraintsSection</name>
        <message>
            <location filename="../../mechgui/app/editors.py" line="628" />
            <source>Holonomic: f(q, t) = 0. Unilateral: f ≥ 0 while the reaction pushes or pulls (a thread, a surface). Nonholonomic: f linear in the velocities, = 0. The reaction is the constraint's multiplier.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="637" />
            <source>holonomic (f = 0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="638" />
            <source>unilateral (f ≥ 0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="639" />
            <source>nonholonomic (velocities)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="645" />
            <source>Name of the constraint (used by events and the view)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="661" />
            <source>e.g. L - r</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="669" />
            <source>Name of the multiplier (the constraint force), reported in the results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="674" />
            <source>Coefficient of the impact when the constraint engages again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="676" />
            <source>e.g. O-M</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="678" />
            <source>The link the animation draws for this constraint: solid while it holds, dashed once released</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="684" />
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="685" />
            <source>Kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="687" />
            <source>Reaction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="688" />
            <source>Restitution</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="689" />
            <source>Drawn as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="706" />
            <source>Add constraint</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CoordinatesSection</name>
        <message>
            <location filename="../../mechgui/app/editors.py" line="268" />
            <source>Generalized coordinates in order. A driven coordinate is a known function of t.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="274" />
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="274" />
            <source>Driven</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="287" />
            <source>A prescribed motion f(t), not a degree of freedom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="288" />
            <source>f(t), e.g. omega*t</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="311" />
            <source>Add coordinate</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DerivationPane</name>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="174" />
            <source>Energies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="176" />
            <source>Solution</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="178" />
            <source>Constraints</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="180" />
            <source>Reduced system</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="182" />
            <source>Coordinate {coordinate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="185" />
            <source>Other steps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="279" />
            <source>Could not typeset this equation: {message}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="368" />
            <source>{title} (shown as text: cannot typeset)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="445" />
            <source>Click to collapse</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="445" />
            <source>Click to expand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="483" />
            <source>{count} more</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="510" />
            <source>Intermediate steps ({count})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="556" />
            <source>Deriving…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="668" />
            <source>too large to typeset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="730" />
            <source>With {count} coordinates the mass matrix is not inverted symbolically: the simulation solves M q̈ = f numerically at every time step.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="835" />
            <source>Copy LaTeX</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="836" />
            <source>Copy as text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="838" />
            <source>Save equation as SVG…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="839" />
            <source>Save equation as PNG…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="850" />
            <source>Save equation as SVG</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="850" />
            <source>SVG image (*.svg)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="852" />
            <source>Save equation as PNG</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="852" />
            <source>PNG image (*.png)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="864" />
            <source>Could not save the equation: {error}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EditorPanel</name>
        <message>
            <location filename="../../mechgui/app/editors.py" line="1074" />
            <source>Model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="1075" />
            <source>Parameters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="1076" />
            <source>Coordinates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="1077" />
            <source>Points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="1078" />
            <source>Energy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="1079" />
            <source>Forces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="1080" />
            <source>Constraints</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="1081" />
            <source>Friction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="1082" />
            <source>Events</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="1083" />
            <source>Bodies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="1084" />
            <source>Simulation</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EnergySection</name>
        <message>
            <location filename="../../mechgui/app/editors.py" line="419" />
            <source>Kinetic energy T</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="419" />
            <source>empty: assembled from the point masses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="420" />
            <source>Potential energy V</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="420" />
            <source>empty: no potential energy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="421" />
            <source>Dissipation function D</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="421" />
            <source>empty: no dissipation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="432" />
            <source>T may be left empty: it is then assembled from the point masses. Use phi' for the velocity of phi.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EventsSection</name>
        <message>
            <location filename="../../mechgui/app/editors.py" line="533" />
            <source>An event is a zero crossing of its expression.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="538" />
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="538" />
            <source>When = 0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="538" />
            <source>Action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="538" />
            <source>Direction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="564" />
            <source>Add event</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="580" />
            <source>event {n}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ForcesSection</name>
        <message>
            <location filename="../../mechgui/app/editors.py" line="450" />
            <source>A force vector at a point (generalized forces by virtual work), or Q per coordinate.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="462" />
            <source>name (optional)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="463" />
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="467" />
            <source>(no point)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="476" />
            <source>At point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="504" />
            <source>Add force</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FrictionSection</name>
        <message>
            <location filename="../../mechgui/app/editors.py" line="746" />
            <source>Coulomb friction mu·|N| against the slip velocity; the contact sticks while the needed force stays within mu_s·|N|. The normal force may be a constraint's reaction.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="758" />
            <source>e.g. x' - V</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="759" />
            <source>Relative sliding velocity, linear in the velocities</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="760" />
            <source>e.g. m*g, or a reaction N</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="761" />
            <source>Normal force: an expression, or a constraint's reaction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="763" />
            <source>= mu</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="764" />
            <source>Kinetic coefficient</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="765" />
            <source>Static coefficient (empty: the kinetic one)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="771" />
            <source>(none)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="778" />
            <source>The point the animation marks while the contact sticks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="784" />
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="785" />
            <source>Slip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="786" />
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="789" />
            <source>Marked at</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="808" />
            <source>Add friction contact</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="122" />
            <source>Model editor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="126" />
            <source>Equations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="131" />
            <source>Plots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="135" />
            <source>Modes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="143" />
            <source>Compare methods</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="185" />
            <source>Ready</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="192" />
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="193" />
            <source>Cancel the derivation or simulation (Esc)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="199" />
            <source>Relative energy error at the end of the run, |E − E0| / |E0| (conservative models)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="223" />
            <source>&amp;File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="224" />
            <source>&amp;New</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="225" />
            <source>New &amp;chain…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="226" />
            <source>&amp;Open…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="227" />
            <source>Open &amp;Recent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="228" />
            <source>&amp;Examples</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="238" />
            <source>&amp;Save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="239" />
            <source>Save &amp;As…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="240" />
            <source>&amp;Export</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="242" />
            <source>Coordinate plot…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="245" />
            <source>Energy plot…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="248" />
            <source>Reactions plot…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="251" />
            <source>Chain profile plot…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="253" />
            <source>Trajectory as CSV…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="254" />
            <source>Equations as LaTeX…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="256" />
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="258" />
            <source>&amp;Simulation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="259" />
            <source>&amp;Derive</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="260" />
            <source>&amp;Run</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="261" />
            <source>Run / &amp;Pause</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="262" />
            <source>Re&amp;set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="263" />
            <source>&amp;Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="264" />
            <source>Analyze &amp;modes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="267" />
            <source>Co&amp;mpare methods…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="270" />
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="272" />
            <source>&amp;Presentation mode</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="276" />
            <source>&amp;Full screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="284" />
            <source>&amp;Reset layout</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="285" />
            <source>&amp;Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="288" />
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="289" />
            <source>&amp;About mechgui</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="296" />
            <source>System default</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="311" />
            <source>The language changes when mechgui is started again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="342" />
            <source>Unsaved changes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="343" />
            <source>The model has unsaved changes. Save them?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="361" />
            <source>Open model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="373" />
            <source>Cannot open {file}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="377" />
            <source>The current model is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="383" />
            <source>Cannot open {file}: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="396" />
            <source>Save model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="409" />
            <source>Cannot save {file}: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="415" />
            <source>(the model still has errors: fix them before it can be opened again)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="418" />
            <source>Saved {file}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="460" />
            <location filename="../../mechgui/app/main_window.py" line="473" />
            <location filename="../../mechgui/app/main_window.py" line="481" />
            <source>Nothing to export yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="463" />
            <source>Export plot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="475" />
            <source>Export trajectory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="483" />
            <source>Export equations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="494" />
            <source>Export failed: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="496" />
            <source>Exported {file}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="577" />
            <source>{steps} steps, {wall} s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="580" />
            <source>Solver steps of the last run; wall time of derivation + simulation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="589" />
            <source>ΔE/E₀ = {err}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="594" />
            <source>Stopped by event {name!r} at t = {t}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="705" />
            <source>not saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="777" />
            <source>About mechgui</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/main_window.py" line="778" />
            <source>&lt;h3&gt;mechgui {version}&lt;/h3&gt;&lt;p&gt;Lagrange's equations derived, simulated and animated, for lectures on analytical mechanics.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ModelSection</name>
        <message>
            <location filename="../../mechgui/app/editors.py" line="206" />
            <source>Title of the model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="208" />
            <source>Title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="212" />
            <location filename="../../mechgui/app/editors.py" line="213" />
            <source>Description (Markdown)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ModesPanel</name>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="79" />
            <source>oscillatory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="80" />
            <source>rigid-body</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="81" />
            <location filename="../../mechgui/app/modes_panel.py" line="89" />
            <source>unstable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="87" />
            <source>asymptotically stable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="88" />
            <source>marginally stable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="132" />
            <source>coordinate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="133" />
            <source>mode shape</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="307" />
            <source>Matrix form  M q̈ + N q̇ + C q = F(t)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="309" />
            <source>Copy LaTeX</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="310" />
            <source>Copy the matrix equation as LaTeX</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="351" />
            <source>No matrix form for this model.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="354" />
            <source>{n} coordinates: too large to typeset legibly; Copy LaTeX gives the full equation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="364" />
            <source>typesetting…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="378" />
            <source>Cannot typeset: {message}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="445" />
            <source>The modes appear here once the model is derived.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="454" />
            <source>e.g. theta=acos(g/(R*omega^2))</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="456" />
            <source>Start the equilibrium search here: NAME=VALUE, separated by commas; values may be formulas of the parameters. Empty: the initial state.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="461" />
            <source>Analyze</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="462" />
            <source>Find the equilibrium and compute the modes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="466" />
            <source>Equilibrium near</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="472" />
            <source>#</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="472" />
            <source>ω [rad/s]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="472" />
            <source>f [Hz]</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="472" />
            <source>ζ</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="472" />
            <source>kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="474" />
            <source>Damping ratio</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="493" />
            <source>Amplitude of the largest component of the mode shape</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="497" />
            <source>Animate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="501" />
            <source>Amplitude</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="563" />
            <source>Deriving the equations…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="573" />
            <source>The model changed: the modes are updated after the run.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="580" />
            <location filename="../../mechgui/app/modes_panel.py" line="605" />
            <source>Modes are not available for models of rigid bodies.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="596" />
            <source>Write the equilibrium guess as NAME=VALUE, e.g. theta=1.0, x=0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="611" />
            <source>Computing the equilibrium and the modes…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="636" />
            <source>Modes are not available for this model: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="649" />
            <source>Modes: {n}, computed in {s} s.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="655" />
            <source>Computed in {s} s.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="660" />
            <source>No static equilibrium (forced or free model): the modes are about q = 0.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="675" />
            <source>searched from the initial state</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="676" />
            <source>searched from the given point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="677" />
            <source>linear model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="680" />
            <source>Equilibrium</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="681" />
            <source>Static equilibrium</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="682" />
            <source>Reference point (not an equilibrium: forced model)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="696" />
            <source>growth {s}/s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="757" />
            <source>Cannot animate this mode: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="805" />
            <source>Mode {k}: ω = {w} rad/s, period {T} s (shown at one cycle per {c} s); grey: the equilibrium.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="812" />
            <source>Mode {k} is a rigid-body mode (ω = 0): no restoring force, the system can drift as a whole along this shape; shown moving back and forth.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/modes_panel.py" line="817" />
            <source>Mode {k} is unstable: a displacement along this shape grows like cosh({s} t); shown moving back and forth.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ParametersSection</name>
        <message>
            <location filename="../../mechgui/app/editors.py" line="229" />
            <source>A number, or a formula of the parameters above it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="232" />
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="232" />
            <source>Value / formula</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="248" />
            <source>Add parameter</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PlotsPanel</name>
        <message>
            <location filename="../../mechgui/app/plots.py" line="79" />
            <source>release</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="80" />
            <source>engage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="81" />
            <source>stick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="82" />
            <source>slip</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="83" />
            <source>stop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="84" />
            <source>record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="102" />
            <source>Coordinates to plot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="109" />
            <source>Spread along the chain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="111" />
            <source>{count} coordinates from the first to the last</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="116" />
            <source>None</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="292" />
            <source>Along the chain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="295" />
            <source>mass number k</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="296" />
            <source>q&lt;sub&gt;k&lt;/sub&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="341" />
            <source>Events</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="344" />
            <source>t (s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="344" />
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="344" />
            <source>Kind</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="349" />
            <source>Click an event to move the animation to its time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="422" />
            <location filename="../../mechgui/app/plots.py" line="555" />
            <source>Coordinates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="422" />
            <source>q</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="426" />
            <source>Choose…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="427" />
            <source>Choose the coordinates to plot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="442" />
            <source>Energy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="442" />
            <source>energy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="443" />
            <source>Reactions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="443" />
            <source>force</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="553" />
            <source>{shown} of {total} coordinates</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="557" />
            <source>Coordinates ({shown} of {total})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/plots.py" line="604" />
            <source>unknown file type {suffix} (use .png, .svg or .csv)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PointsSection</name>
        <message>
            <location filename="../../mechgui/app/editors.py" line="338" />
            <source>Positions as formulas of coordinates and t. Leave z empty for a plane model.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="351" />
            <source>Name of the point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="353" />
            <source>— (plane model)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="354" />
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="362" />
            <source>Point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="364" />
            <source>Mass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="377" />
            <source>Add point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="387" />
            <source>Links drawn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="388" />
            <source>Trails of</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Session</name>
        <message>
            <location filename="../../mechgui/app/session.py" line="53" />
            <location filename="../../mechgui/app/session.py" line="65" />
            <source>a name is needed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="55" />
            <location filename="../../mechgui/app/session.py" line="67" />
            <source>must be a plain name like x_1 or phi</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="57" />
            <location filename="../../mechgui/app/session.py" line="69" />
            <source>{name!r} is reserved (a function, a constant or the time)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="76" />
            <source>Untitled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="97" />
            <source>internal error: {kind}: {message}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="246" />
            <location filename="../../mechgui/app/session.py" line="299" />
            <source>write the link as a pair of points: O-M</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="248" />
            <location filename="../../mechgui/app/session.py" line="301" />
            <source>write the links as pairs of points: O-A, A-B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="328" />
            <location filename="../../mechgui/app/session.py" line="535" />
            <source>Ready</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="365" />
            <source>Not derived: {key}: {message}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="365" />
            <source>model</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="367" />
            <source>(and {n} more)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="389" />
            <source>another constraint has this name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="397" />
            <source>another friction contact has this name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="403" />
            <source>choose a point for the force, or give some Q</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="450" />
            <source>Deriving the equations…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="481" />
            <source>Simulating…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="492" />
            <location filename="../../mechgui/app/session.py" line="542" />
            <source>Cancelled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="521" />
            <source>Derived</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/session.py" line="664" />
            <source>linearized: δq is the deviation from the equilibrium q*</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SimulationSection</name>
        <message>
            <location filename="../../mechgui/app/editors.py" line="992" />
            <source>auto (DOP853)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="997" />
            <source>End time t_end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="998" />
            <source>Method</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="1000" />
            <source>Output step dt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/editors.py" line="1002" />
            <source>default</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>View3D</name>
        <message>
            <location filename="../../mechgui/app/view3d.py" line="421" />
            <source>Drag to turn the camera · wheel to zoom · double-click to reset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/view3d.py" line="445" />
            <source>OpenGL is not available here: the 3D scene is drawn as a 2D projection (perspective, depth-sorted faces).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/view3d.py" line="474" />
            <source>Body axes: {x} x  {y} y  {z} z</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/view3d.py" line="480" />
            <source>springs to their anchors ■</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>_Section</name>
        <message>
            <location filename="../../mechgui/app/editors.py" line="181" />
            <source>Remove this row</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>derivation</name>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="63" />
            <location filename="../../mechgui/engine/lagrange.py" line="197" />
            <source>Kinetic energy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="64" />
            <location filename="../../mechgui/engine/lagrange.py" line="200" />
            <source>Kinetic energy of the point masses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="65" />
            <location filename="../../mechgui/engine/lagrange.py" line="205" />
            <source>Potential energy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="66" />
            <location filename="../../mechgui/engine/lagrange.py" line="209" />
            <source>Rayleigh dissipation function</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="67" />
            <location filename="../../mechgui/engine/lagrange.py" line="279" />
            <source>Derivative of T with respect to the velocity of {coordinate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="68" />
            <location filename="../../mechgui/engine/lagrange.py" line="299" />
            <source>Its time derivative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="69" />
            <location filename="../../mechgui/engine/lagrange.py" line="308" />
            <source>Derivative of T with respect to {coordinate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="70" />
            <location filename="../../mechgui/engine/lagrange.py" line="335" />
            <source>Generalized force for {coordinate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="71" />
            <location filename="../../mechgui/engine/lagrange.py" line="268" />
            <source>Lagrange equation for {coordinate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="72" />
            <location filename="../../mechgui/engine/lagrange.py" line="391" />
            <source>Equations in matrix form</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="73" />
            <location filename="../../mechgui/engine/lagrange.py" line="413" />
            <location filename="../../mechgui/engine/lagrange.py" line="369" />
            <source>Solved for the acceleration of {coordinate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="74" />
            <location filename="../../mechgui/engine/lagrange.py" line="378" />
            <source>Reaction of the constraint {coordinate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="75" />
            <source>Constraint {coordinate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="76" />
            <source>Unilateral constraint {coordinate} (holds while its reaction is &gt;= 0)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="79" />
            <source>Nonholonomic constraint {coordinate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="80" />
            <location filename="../../mechgui/engine/lagrange.py" line="518" />
            <location filename="../../mechgui/engine/lagrange.py" line="509" />
            <source>Differentiated once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="81" />
            <location filename="../../mechgui/engine/lagrange.py" line="518" />
            <source>Differentiated twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="82" />
            <location filename="../../mechgui/engine/lagrange.py" line="527" />
            <source>Generalized constraint forces of {coordinate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="83" />
            <location filename="../../mechgui/engine/lagrange.py" line="537" />
            <source>Dry friction at {coordinate}: slip velocity and friction force</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="86" />
            <location filename="../../mechgui/engine/lagrange.py" line="567" />
            <source>Accelerations and reactions together (every constraint active)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="89" />
            <location filename="../../mechgui/engine/lagrange.py" line="649" />
            <source>Reduced system: the constraints give the excess coordinates explicitly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="92" />
            <location filename="../../mechgui/engine/lagrange.py" line="659" />
            <source>Reduced equation of motion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/app/derivation_pane.py" line="93" />
            <location filename="../../mechgui/engine/lagrange.py" line="659" />
            <source>Reaction as a function of the state</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/engine/lagrange.py" line="262" />
            <source>Routh's equation with multipliers for {coordinate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/engine/lagrange.py" line="264" />
            <source>Lagrange equation of the 1st kind for {coordinate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/engine/lagrange.py" line="266" />
            <source>Lagrange equation with multipliers for {coordinate}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/engine/rigid.py" line="902" />
            <source>State: unit quaternion and angular momentum (world frame)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/engine/rigid.py" line="910" />
            <source>Quaternion kinematics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/engine/rigid.py" line="918" />
            <source>Angular momentum about the fixed centre</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/engine/rigid.py" line="1001" />
            <source>Rotational leapfrog (Fincham, Mol. Simul. 8, 165 (1992))</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/engine/rigid.py" line="959" />
            <source>Spring force and torque</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../mechgui/engine/rigid.py" line="992" />
            <source>Potential energy of the springs</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
