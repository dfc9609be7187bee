<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk">
    <context>
        <name>AnimationView</name>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="194" />
            <source>The animation appears here once the model is simulated.</source>
            <translation>Анімація з'явиться тут після розрахунку моделі.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="201" />
            <location filename="../../../mechgui/app/docks/animation/view.py" line="566" />
            <source>Run</source>
            <translation>Запустити</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="202" />
            <source>Run / pause the animation (Space)</source>
            <translation>Запустити / призупинити анімацію (Пробіл)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="204" />
            <source>Reset</source>
            <translation>Скинути</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="205" />
            <source>Back to t = 0</source>
            <translation>Назад до t = 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="206" />
            <source>Loop</source>
            <translation>Циклічно</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="209" />
            <source>Time: drag to scrub</source>
            <translation>Час: перетягніть, щоб перемотати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="217" />
            <source>Playback speed</source>
            <translation>Швидкість відтворення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="230" />
            <source>Speed</source>
            <translation>Швидкість</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="423" />
            <source>stuck</source>
            <translation>злипання</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="523" />
            <source>3D model: showing the x–y projection</source>
            <translation>3D-модель: показано проєкцію на площину x–y</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="559" />
            <source>Pause</source>
            <translation>Пауза</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="695" />
            <source>{name}: holds</source>
            <translation>{name}: діє</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="698" />
            <source>{name}: released</source>
            <translation>{name}: не діє</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="703" />
            <source>{name}: stuck</source>
            <translation>{name}: злипання</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="706" />
            <source>{name}: slipping</source>
            <translation>{name}: проковзування</translation>
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
            <translation>Закрити</translation>
        </message>
    </context>
    <context>
        <name>BodiesSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="58" />
            <source>A planar body moves with the coordinates: its centre of mass (a point or a position) and its angle; the inertia is about the centre of mass. A spatial body turns by successive rotations about its axes. A free body rotates about a fixed centre from an initial rotation (axis, angle) and angular velocity.</source>
            <translation>Плоске тіло рухається разом із координатами: його центр мас (точка або положення) і кут повороту; момент інерції — відносно центра мас. Просторове тіло повертається послідовними поворотами навколо своїх осей. Вільне тіло обертається навколо нерухомого центра з початкового повороту (вісь, кут) з початковою кутовою швидкістю.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="66" />
            <source>Add body</source>
            <translation>Додати тіло</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="72" />
            <source>planar</source>
            <translation>плоске</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="73" />
            <source>in space</source>
            <translation>у просторі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="74" />
            <source>free, fixed centre</source>
            <translation>вільне, центр нерухомий</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="79" />
            <source>Planar: moves with the coordinates by its centre and angle. In space: by its centre and successive rotations. Free: turns about a fixed centre.</source>
            <translation>Плоске: рухається з координатами — центр і кут. У просторі: центр і послідовні повороти. Вільне: обертається навколо нерухомого центра.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="88" />
            <source>Body</source>
            <translation>Тіло</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="88" />
            <source>Kind</source>
            <translation>Вид</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="88" />
            <source>Mass</source>
            <translation>Маса</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="102" />
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="127" />
            <source>Inertia</source>
            <translation>Моменти інерції</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="103" />
            <source>Axis</source>
            <translation>Вісь</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="104" />
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="132" />
            <source>Angle</source>
            <translation>Кут</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="122" />
            <source>About the centre of mass, perpendicular to the plane</source>
            <translation>Відносно центра мас, перпендикулярно до площини</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="124" />
            <source>Principal moments of inertia (body axes), or a 3×3 matrix</source>
            <translation>Головні моменти інерції (осі тіла) або матриця 3×3</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="127" />
            <source>Centre</source>
            <translation>Центр</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="130" />
            <source>e.g. theta</source>
            <translation>напр. theta</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="131" />
            <source>Its rotation in the plane: a formula of the coordinates</source>
            <translation>Його поворот у площині: формула координат</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="136" />
            <source>Rotations</source>
            <translation>Повороти</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="148" />
            <source>position:</source>
            <translation>положення:</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="149" />
            <source>The centre of mass: a point, or a position</source>
            <translation>Центр мас: точка або положення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="177" />
            <source>The body axis it turns about</source>
            <translation>Вісь тіла, навколо якої поворот</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="179" />
            <source>e.g. psi</source>
            <translation>напр. psi</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="186" />
            <source>Add rotation</source>
            <translation>Додати поворот</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="187" />
            <source>Successive rotations, each about an axis of the turned body</source>
            <translation>Послідовні повороти, кожен навколо осі вже поверненого тіла</translation>
        </message>
    </context>
    <context>
        <name>ChainDialog</name>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="104" />
            <source>New chain</source>
            <translation>Новий ланцюжок</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="149" />
            <source>Torsional shaft line (discs J, shafts c)</source>
            <translation>Крутильна валова лінія (диски J, вали c)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="152" />
            <source>Translational chain (masses m, springs k)</source>
            <translation>Поступальний ланцюжок (маси m, пружини k)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="159" />
            <source>left end (mass 1) to the ground</source>
            <translation>лівий кінець (маса 1) закріплено</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="160" />
            <source>right end (mass n) to the ground</source>
            <translation>правий кінець (маса n) закріплено</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="161" />
            <source>both ends to the ground</source>
            <translation>обидва кінці закріплено</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="162" />
            <source>free at both ends</source>
            <translation>обидва кінці вільні</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="166" />
            <source>Stiffness of the shaft/spring from the ground to mass 1</source>
            <translation>Жорсткість вала/пружини від основи до маси 1</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="168" />
            <source>Internal damping of that shaft/spring</source>
            <translation>Внутрішнє демпфування цього вала/пружини</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="172" />
            <source>Kind</source>
            <translation>Вид</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="173" />
            <source>Number of masses n</source>
            <translation>Кількість мас n</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="174" />
            <source>Ground</source>
            <translation>Закріплення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="176" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="333" />
            <source>stiffness</source>
            <translation>жорсткість</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="179" />
            <source>internal damping</source>
            <translation>внутрішнє демпфування</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="184" />
            <source>Ground to mass 1</source>
            <translation>Основа — маса 1</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="185" />
            <source>Simulate until t =</source>
            <translation>Моделювати до t =</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="191" />
            <source>Fill all rows</source>
            <translation>Заповнити всі рядки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="192" />
            <source>Put the values above into every row (empty: keep)</source>
            <translation>Записати наведені вище значення в кожен рядок (порожні не змінюють)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="204" />
            <source>Loads (formulas of t and the parameters; empty: none)</source>
            <translation>Навантаження (формули від t і параметрів; порожньо: немає)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="209" />
            <source>Parameters the loads use: NAME=VALUE, separated by commas</source>
            <translation>Параметри навантажень: НАЗВА=ЗНАЧЕННЯ через кому</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="216" />
            <source>Their parameters</source>
            <translation>Їхні параметри</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="234" />
            <source>inertia J</source>
            <translation>момент інерції J</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="235" />
            <source>stiffness c to next</source>
            <translation>жорсткість c до наступного</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="236" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="243" />
            <source>ext. damping b</source>
            <translation>зовн. демпф. b</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="237" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="244" />
            <source>int. damping β</source>
            <translation>внутр. демпф. β</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="241" />
            <source>mass m</source>
            <translation>маса m</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="242" />
            <source>stiffness k to next</source>
            <translation>жорсткість k до наступної</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="256" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="271" />
            <source>moment</source>
            <translation>момент</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="256" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="271" />
            <source>force</source>
            <translation>сила</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="257" />
            <source>Driving {what} at mass 1</source>
            <translation>Привід ({what}) на масі 1</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="272" />
            <source>Load {what} at mass {n}</source>
            <translation>Навантаження ({what}) на масі {n}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="291" />
            <source>to the ground</source>
            <translation>до основи</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="295" />
            <source>the last mass has no next one (free end)</source>
            <translation>за останньою масою немає наступної (вільний кінець)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="332" />
            <source>inertia/mass</source>
            <translation>інерція/маса</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="338" />
            <source>row {row}: the {what} is empty</source>
            <translation>рядок {row}: не заповнено поле «{what}»</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="358" />
            <source>write the load parameters as NAME=VALUE, separated by commas ({text})</source>
            <translation>запишіть параметри навантажень як НАЗВА=ЗНАЧЕННЯ через кому ({text})</translation>
        </message>
    </context>
    <context>
        <name>ComparePanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="86" />
            <source>Rotational leapfrog vs RK45</source>
            <translation>Обертальний leapfrog проти RK45</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="90" />
            <source>Leapfrog, implicit leapfrog, RK45</source>
            <translation>Leapfrog, неявний leapfrog, RK45</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="98" />
            <source>Leapfrog vs RK4 vs Euler (same dt)</source>
            <translation>Leapfrog, RK4 та Ейлер (однаковий dt)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="108" />
            <source>Verlet vs RK45</source>
            <translation>Верле проти RK45</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="112" />
            <source>Verlet, implicit midpoint, RK45</source>
            <translation>Верле, неявна середня точка, RK45</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="120" />
            <source>Verlet vs RK4 vs Euler (same dt)</source>
            <translation>Верле, RK4 та Ейлер (однаковий dt)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="248" />
            <source>Remove this method</source>
            <translation>Вилучити цей метод</translation>
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
            <translation>Відносна точність адаптивного методу</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="274" />
            <source>Fixed time step (s)</source>
            <translation>Сталий крок за часом (s)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="288" />
            <source>Method</source>
            <translation>Метод</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="289" />
            <source>Steps</source>
            <translation>Кроки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="290" />
            <source>f evals</source>
            <translation>Обчисл. f</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="291" />
            <source>Wall time (s)</source>
            <translation>Час роботи (s)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="292" />
            <source>Final ΔE/E₀</source>
            <translation>ΔE/E₀ у кінці</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="293" />
            <source>Max |ΔE/E₀|</source>
            <translation>Макс. |ΔE/E₀|</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="294" />
            <source>Max |q| − 1</source>
            <translation>Макс. |q| − 1</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="346" />
            <source>A ready set of methods for the demonstration</source>
            <translation>Готовий набір методів для демонстрації</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="347" />
            <source>Custom</source>
            <translation>Власний набір</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="350" />
            <source>Duration of every run (s); empty: the model's t_end</source>
            <translation>Тривалість кожного розрахунку (s); порожньо: t_end моделі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="351" />
            <source>Run comparison</source>
            <translation>Порівняти</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="354" />
            <source>Cancel</source>
            <translation>Скасувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="357" />
            <source>Add method</source>
            <translation>Додати метод</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="358" />
            <source>Log scale |ΔE/E₀|</source>
            <translation>Логарифмічна шкала |ΔE/E₀|</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="359" />
            <source>Show the magnitude of the relative energy error on a log axis</source>
            <translation>Показувати модуль відносної похибки енергії в логарифмічному масштабі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="366" />
            <source>Preset</source>
            <translation>Набір</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="368" />
            <source>t_end</source>
            <translation>t_end</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="393" />
            <source>s</source>
            <translation>с</translation>
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
            <translation>Не додатне число: {text!r}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="494" />
            <source>Fix the model's errors first.</source>
            <translation>Спочатку виправте помилки моделі.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="497" />
            <source>The model is not derived yet: wait for the equations.</source>
            <translation>Рівняння моделі ще не виведено: зачекайте.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="505" />
            <source>t_end must be a positive number</source>
            <translation>t_end має бути додатним числом</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="517" />
            <source>Running {n} methods…</source>
            <translation>Запуск методів ({n})…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="523" />
            <source>Comparison cancelled</source>
            <translation>Порівняння скасовано</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="544" />
            <source>Same model, same initial state, t = 0 … {t} s.</source>
            <translation>Та сама модель, той самий початковий стан, t = 0 … {t} s.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="554" />
            <source>Comparison failed: {error}</source>
            <translation>Помилка порівняння: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="611" />
            <source>Implicit method: the evaluations per step vary</source>
            <translation>Неявний метод: кількість обчислень на крок змінюється</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="622" />
            <source>|E − E₀| / |E₀|</source>
            <translation>|E − E₀| / |E₀|</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="653" />
            <source>Relative energy error</source>
            <translation>Відносна похибка енергії</translation>
        </message>
    </context>
    <context>
        <name>ConstraintsSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="43" />
            <source>Holonomic: f(q, t) = 0. Unilateral: f ≥ 0 while the reaction pushes or pulls (a thread, a surface). Nonholonomic: f linear in the velocities, = 0. The reaction is the constraint's multiplier.</source>
            <translation>Голономний: f(q, t) = 0. Односторонній (неутримуючий): f ≥ 0, поки реакція штовхає або тягне (нитка, поверхня). Неголономний: f, лінійна за швидкостями, = 0. Реакція — це множник Лагранжа зв'язку.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="50" />
            <source>Add constraint</source>
            <translation>Додати зв'язок</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="57" />
            <source>holonomic (f = 0)</source>
            <translation>голономний (f = 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="58" />
            <source>unilateral (f ≥ 0)</source>
            <translation>односторонній (f ≥ 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="59" />
            <source>nonholonomic (velocities)</source>
            <translation>неголономний (швидкості)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="62" />
            <source>Name of the constraint (used by events and the view)</source>
            <translation>Назва зв'язку (для подій і зображення)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="66" />
            <source>e.g. L - r</source>
            <translation>напр. L - r</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="77" />
            <source>Name of the multiplier (the constraint force), reported in the results</source>
            <translation>Назва множника (реакції зв'язку), що виводиться в результатах</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="82" />
            <source>Coefficient of the impact when the constraint engages again</source>
            <translation>Коефіцієнт відновлення при ударі, коли зв'язок знову починає діяти</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="85" />
            <source>e.g. O-M</source>
            <translation>напр. O-M</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="87" />
            <source>The link the animation draws for this constraint: solid while it holds, dashed once released</source>
            <translation>Ланка, якою анімація зображує цей зв'язок: суцільна, поки зв'язок діє, штрихова, коли він перестає діяти</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="93" />
            <source>Name</source>
            <translation>Ім'я</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="94" />
            <source>Kind</source>
            <translation>Вид</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="96" />
            <source>Reaction</source>
            <translation>Реакція</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="97" />
            <source>Restitution</source>
            <translation>Коеф. відновлення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="98" />
            <source>Drawn as</source>
            <translation>Зображення</translation>
        </message>
    </context>
    <context>
        <name>CoordinatesSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="147" />
            <source>Generalized coordinates in order. A driven coordinate is a known function of t.</source>
            <translation>Узагальнені координати по порядку. Задана координата — відома функція t.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="151" />
            <source>Name</source>
            <translation>Ім'я</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="151" />
            <source>Driven</source>
            <translation>Задана</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="164" />
            <source>A prescribed motion f(t), not a degree of freedom</source>
            <translation>Заданий закон руху f(t), а не ступінь вільності</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="165" />
            <source>f(t), e.g. omega*t</source>
            <translation>f(t), напр. omega*t</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="185" />
            <source>Add coordinate</source>
            <translation>Додати координату</translation>
        </message>
    </context>
    <context>
        <name>CrashReporter</name>
        <message>
            <location filename="../../../mechgui/app/crash.py" line="130" />
            <source>An internal error occurred: {error}. mechgui keeps running; the details are in {log}.</source>
            <translation>Сталася внутрішня помилка: {error}. mechgui працює далі; подробиці в {log}.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/crash.py" line="133" />
            <source>Internal error: {error} (mechgui keeps running; details in the log)</source>
            <translation>Внутрішня помилка: {error} (mechgui працює далі; подробиці в журналі)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/crash.py" line="136" />
            <source>({n} errors so far)</source>
            <translation>(усього помилок: {n})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/crash.py" line="142" />
            <source>Internal error</source>
            <translation>Внутрішня помилка</translation>
        </message>
    </context>
    <context>
        <name>DerivationPane</name>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="148" />
            <source>Deriving…</source>
            <translation>Виведення…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="371" />
            <source>too large to typeset</source>
            <translation>завелике для верстання</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="464" />
            <source>With {count} coordinates the mass matrix is not inverted symbolically: the simulation solves M q̈ = f numerically at every time step.</source>
            <translation>За {count} координат матриця мас не обертається символьно: під час моделювання систему M q̈ = f розв'язують чисельно на кожному кроці за часом.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="668" />
            <source>Copy LaTeX</source>
            <translation>Копіювати LaTeX</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="669" />
            <source>Copy as text</source>
            <translation>Копіювати як текст</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="670" />
            <source>Copy as image</source>
            <translation>Копіювати як зображення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="672" />
            <source>Save equation as SVG…</source>
            <translation>Зберегти рівняння як SVG…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="673" />
            <source>Save equation as PNG…</source>
            <translation>Зберегти рівняння як PNG…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="684" />
            <source>Save equation as SVG</source>
            <translation>Зберегти рівняння як SVG</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="684" />
            <source>SVG image (*.svg)</source>
            <translation>Зображення SVG (*.svg)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="686" />
            <source>Save equation as PNG</source>
            <translation>Зберегти рівняння як PNG</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="686" />
            <source>PNG image (*.png)</source>
            <translation>Зображення PNG (*.png)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="698" />
            <source>Could not save the equation: {error}</source>
            <translation>Не вдалося зберегти рівняння: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/sections.py" line="179" />
            <source>Click to collapse</source>
            <translation>Клацніть, щоб згорнути</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/sections.py" line="179" />
            <source>Click to expand</source>
            <translation>Клацніть, щоб розгорнути</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/sections.py" line="219" />
            <source>{count} more</source>
            <translation>Ще {count}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/sections.py" line="246" />
            <source>Intermediate steps ({count})</source>
            <translation>Проміжні кроки ({count})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="163" />
            <source>Energies</source>
            <translation>Енергії</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="164" />
            <source>Solution</source>
            <translation>Розв'язок</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="165" />
            <source>Constraints</source>
            <translation>Зв'язки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="166" />
            <source>Reduced system</source>
            <translation>Зведена система</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="167" />
            <source>First integrals</source>
            <translation>Перші інтеграли</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="168" />
            <source>Legendre transform</source>
            <translation>Перетворення Лежандра</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="169" />
            <source>Hamilton's equations</source>
            <translation>Рівняння Гамільтона</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="170" />
            <source>Rigid-body motion</source>
            <translation>Рух твердого тіла</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="171" />
            <source>Springs</source>
            <translation>Пружини</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="172" />
            <source>Integration method</source>
            <translation>Метод інтегрування</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="173" />
            <source>Body {coordinate}</source>
            <translation>Тіло {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="174" />
            <source>Coordinate {coordinate}</source>
            <translation>Координата {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="178" />
            <source>Other steps</source>
            <translation>Інші кроки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/views.py" line="223" />
            <source>Could not typeset this equation: {message}</source>
            <translation>Не вдалося зверстати це рівняння: {message}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/views.py" line="475" />
            <source>{title} (shown as text: cannot typeset)</source>
            <translation>{title} (показано текстом: не вдалося зверстати)</translation>
        </message>
    </context>
    <context>
        <name>EditorPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="129" />
            <source>Model</source>
            <translation>Модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="130" />
            <source>Parameters</source>
            <translation>Параметри</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="131" />
            <source>Coordinates</source>
            <translation>Координати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="132" />
            <source>Points</source>
            <translation>Точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="133" />
            <source>Energy</source>
            <translation>Енергія</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="134" />
            <source>Forces</source>
            <translation>Сили</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="135" />
            <source>Constraints</source>
            <translation>Зв'язки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="136" />
            <source>Friction</source>
            <translation>Тертя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="137" />
            <source>Events</source>
            <translation>Події</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="138" />
            <source>Bodies</source>
            <translation>Тіла</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="139" />
            <source>Elements</source>
            <translation>Елементи</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="140" />
            <source>Simulation</source>
            <translation>Моделювання</translation>
        </message>
    </context>
    <context>
        <name>ElementsSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="227" />
            <source>A spring or damper acts between two points, or on an angle (torsional). A torque turns a planar body (the reacting body takes the opposite torque) or acts on an angle. A spring may also tie a point of a free body (body frame) to a fixed anchor (world frame).</source>
            <translation>Пружина або демпфер діє між двома точками або на кут (крутильний). Момент повертає плоске тіло (реактивне тіло отримує протилежний момент) або діє на кут. Пружина може також зв'язувати точку вільного тіла (в осях тіла) з нерухомою опорою (у світових осях).</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="235" />
            <source>Add spring</source>
            <translation>Додати пружину</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="237" />
            <source>Add damper</source>
            <translation>Додати демпфер</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="239" />
            <source>Add torque</source>
            <translation>Додати момент</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="246" />
            <source>two points</source>
            <translation>дві точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="247" />
            <source>on an angle</source>
            <translation>на кут</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="248" />
            <source>on a body</source>
            <translation>на тіло</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="249" />
            <source>body to anchor</source>
            <translation>тіло — опора</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="254" />
            <source>Between two points; on an angle (torsional); on a planar body; or from a point of a free body to a fixed anchor</source>
            <translation>Між двома точками; на кут (крутильний); на плоске тіло; або від точки вільного тіла до нерухомої опори</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="273" />
            <source>e.g. phi_2 - phi_1</source>
            <translation>напр. phi_2 - phi_1</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="274" />
            <source>Angle</source>
            <translation>Кут</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="287" />
            <source>From point</source>
            <translation>Від точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="287" />
            <source>To point</source>
            <translation>До точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="290" />
            <source>Name</source>
            <translation>Ім'я</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="290" />
            <source>optional</source>
            <translation>необов'язково</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="303" />
            <source>Rest length (an angle's rest value for a torsional spring)</source>
            <translation>Довжина в спокої (для крутильної пружини — кут у спокої)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="304" />
            <source>Spring</source>
            <translation>Пружина</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="311" />
            <source>Rest length</source>
            <translation>Довжина в спокої</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="331" />
            <source>Spring on</source>
            <translation>Пружина на</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="332" />
            <source>Point</source>
            <translation>Точка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="333" />
            <source>Anchor</source>
            <translation>Опора</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="347" />
            <source>Damping coefficient: D gains c/2 times the rate squared</source>
            <translation>Коефіцієнт демпфування: D отримує c/2, помножене на квадрат швидкості</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="350" />
            <source>Damper</source>
            <translation>Демпфер</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="359" />
            <source>e.g. M_0*cos(omega*t)</source>
            <translation>напр. M_0*cos(omega*t)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="361" />
            <source>Torque</source>
            <translation>Момент</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="370" />
            <source>On body</source>
            <translation>На тіло</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="372" />
            <source>(none)</source>
            <translation>(немає)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="373" />
            <source>The body that takes the opposite torque</source>
            <translation>Тіло, що отримує протилежний момент</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="376" />
            <source>Reacting body</source>
            <translation>Реактивне тіло</translation>
        </message>
    </context>
    <context>
        <name>EnergySection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="280" />
            <source>Kinetic energy T</source>
            <translation>Кінетична енергія T</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="280" />
            <source>empty: assembled from the point masses</source>
            <translation>порожньо: складається з мас точок</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="281" />
            <source>Potential energy V</source>
            <translation>Потенціальна енергія V</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="281" />
            <source>empty: no potential energy</source>
            <translation>порожньо: потенціальної енергії немає</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="282" />
            <source>Dissipation function D</source>
            <translation>Дисипативна функція D</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="282" />
            <source>empty: no dissipation</source>
            <translation>порожньо: без дисипації</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="285" />
            <source>Added kinetic energy T_extra</source>
            <translation>Додаткова кінетична енергія T_extra</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="286" />
            <source>empty: T is only the assembled one</source>
            <translation>порожньо: T лише зібрана</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="294" />
            <source>T may be left empty: it is then assembled from the point masses and bodies. Use phi' for the velocity of phi.</source>
            <translation>T можна залишити порожньою: тоді вона збирається з точкових мас і тіл. Швидкість phi записується як phi'.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="310" />
            <source>none</source>
            <translation>немає</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="313" />
            <source>V gains −m g·r for every point mass and body; empty: no gravity</source>
            <translation>V отримує −m g·r для кожної точкової маси й тіла; порожньо: без тяжіння</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="318" />
            <source>Gravity</source>
            <translation>Сила тяжіння</translation>
        </message>
    </context>
    <context>
        <name>EngineMessages</name>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="23" />
            <source>unknown point {name} (did you mean {close}?)</source>
            <translation>невідома точка {name} (можливо, {close}?)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="27" />
            <source>unknown body {name} (did you mean {close}?)</source>
            <translation>невідоме тіло {name} (можливо, {close}?)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="31" />
            <source>the centre is neither a point of [points] nor a position (did you mean {close}?)</source>
            <translation>центр — не точка з [points] і не положення (можливо, {close}?)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="38" />
            <source>parameter {name} is defined below this one (list it first)</source>
            <translation>параметр {name} визначено нижче за цей (перелічіть його раніше)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="44" />
            <source>parameter {name} is defined twice</source>
            <translation>параметр {name} визначено двічі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="48" />
            <source>{name} is both a parameter and a coordinate</source>
            <translation>{name} — водночас параметр і координата</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="52" />
            <source>reaction {name} is not allowed here</source>
            <translation>реакція {name} тут неприпустима</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="56" />
            <source>a vector slip needs 2 or 3 components, got {got}</source>
            <translation>векторне проковзування має мати 2 або 3 складові, задано {got}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="60" />
            <source>slip component {k} must be linear in the velocities (e.g. {e})</source>
            <translation>складова проковзування {k} має бути лінійною за швидкостями (напр. {e})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="66" />
            <source>the kinetic energy must not contain accelerations</source>
            <translation>кінетична енергія не повинна містити прискорень</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="70" />
            <source>complex values are not allowed</source>
            <translation>комплексні значення неприпустимі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="74" />
            <source>does not evaluate to a finite real number</source>
            <translation>не обчислюється в скінченне дійсне число</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="78" />
            <source>does not evaluate to a number</source>
            <translation>не обчислюється в число</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="80" />
            <source>expected a finite number</source>
            <translation>очікувалося скінченне число</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="81" />
            <source>no such file</source>
            <translation>немає такого файлу</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="82" />
            <source>not a UTF-8 text file</source>
            <translation>не текстовий файл UTF-8</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="85" />
            <source>not valid TOML: {detail}</source>
            <translation>неприпустимий TOML: {detail}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="93" />
            <source>unexpected {text}</source>
            <translation>неочікуване {text}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="94" />
            <source>this model is too large to derive: more than {count} operations in the mass matrix</source>
            <translation>модель завелика для виведення рівнянь: понад {count} операцій у матриці мас</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="98" />
            <source>this model is too large to derive: more than {count} operations in the kinetic energy of the point masses</source>
            <translation>модель завелика для виведення рівнянь: понад {count} операцій у кінетичній енергії точкових мас</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="102" />
            <source>this model is too large to derive: more than {count} operations in the equation of {name}</source>
            <translation>модель завелика для виведення рівнянь: понад {count} операцій у рівнянні для {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="106" />
            <source>the initial coordinates do not satisfy the constraint (f = {f})</source>
            <translation>початкові координати не задовольняють в'язь (f = {f})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="109" />
            <source>the initial coordinates violate the unilateral constraint (f = {f} &lt; 0)</source>
            <translation>початкові координати порушують односторонню в'язь (f = {f} &lt; 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="112" />
            <source>the initial velocities violate the constraint (df/dt = {v}, must be 0)</source>
            <translation>початкові швидкості порушують в'язь (df/dt = {v}, має бути 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="115" />
            <source>the initial coordinates cannot be moved onto the constraint</source>
            <translation>початкові координати не вдається перенести на в'язь</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="118" />
            <source>redundant constraints: {names} are not independent (the system for accelerations and reactions is singular)</source>
            <translation>надлишкові в'язі: {names} не є незалежними (система для прискорень і реакцій вироджена)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="122" />
            <source>redundant constraints: {names} are not independent (their Jacobians are linearly dependent); remove one</source>
            <translation>надлишкові в'язі: {names} не є незалежними (їхні якобіани лінійно залежні); вилучіть одну</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="126" />
            <source>the constraints {names} are redundant or singular near t = {t}</source>
            <translation>в'язі {names} надлишкові або вироджені поблизу t = {t}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="129" />
            <source>friction coefficients need 0 &lt;= mu &lt;= mu_s</source>
            <translation>коефіцієнти тертя мають задовольняти 0 &lt;= mu &lt;= mu_s</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="130" />
            <source>restitution must be between 0 and 1</source>
            <translation>коефіцієнт відновлення має бути від 0 до 1</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="131" />
            <source>more than {n} mode switches by t = {t}: the motion chatters (Zeno behaviour); a restitution of 0 or a shorter run may help</source>
            <translation>понад {n} перемикань режиму до t = {t}: рух деренчить (ефект Зенона); допоможе коефіцієнт відновлення 0 або коротший розрахунок</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="135" />
            <source>this run would need about {n} steps ({time}, estimated from its first {k}), more than the limit of {limit}: a shorter run, looser tolerances or --max-steps</source>
            <translation>цьому розрахунку знадобиться близько {n} кроків ({time}, оцінка за першими {k}), більше за межу {limit}: скоротіть розрахунок, послабте допуски або задайте --max-steps</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="139" />
            <source>more than {n} steps by t = {t}: the run is stopped (a shorter run, looser tolerances or --max-steps)</source>
            <translation>понад {n} кроків до t = {t}: розрахунок зупинено (скоротіть розрахунок, послабте допуски або задайте --max-steps)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="143" />
            <source>this run needs about {n} steps (t_end/dt = {t_end}/{dt}), more than the limit of {limit}; choose a larger dt or a shorter run (or --max-steps)</source>
            <translation>цьому розрахунку потрібно близько {n} кроків (t_end/dt = {t_end}/{dt}), більше за межу {limit}; виберіть більший dt або коротший розрахунок (або --max-steps)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="147" />
            <source>the solver failed near t = {t}: {why}</source>
            <translation>розв'язувач не впорався поблизу t = {t}: {why}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="148" />
            <source>the motion became non-finite near t = {t}</source>
            <translation>рух став нескінченним поблизу t = {t}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="149" />
            <source>the mass matrix became singular near t = {t}</source>
            <translation>матриця мас стала виродженою поблизу t = {t}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="150" />
            <source>the equations became singular during the run ({why})</source>
            <translation>рівняння стали виродженими під час розрахунку ({why})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="151" />
            <source>the equations give a non-finite value at the initial state</source>
            <translation>рівняння дають нескінченне значення в початковому стані</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="154" />
            <source>the equations cannot be evaluated at the initial state ({why})</source>
            <translation>рівняння не вдається обчислити в початковому стані ({why})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="157" />
            <source>the mass matrix is singular at the initial state: the kinetic energy must depend on every coordinate's velocity</source>
            <translation>матриця мас вироджена в початковому стані: кінетична енергія має залежати від швидкості кожної координати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="161" />
            <source>the kinetic energy does not depend on {name}' (its row of the mass matrix is zero): every coordinate needs inertia</source>
            <translation>кінетична енергія не залежить від {name}' (її рядок матриці мас нульовий): кожна координата потребує інерції</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="165" />
            <source>a mass must be positive (it is {value} here)</source>
            <translation>маса має бути додатною (тут вона {value})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="166" />
            <source>rigid bodies are not supported yet</source>
            <translation>тверді тіла поки що не підтримуються</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="167" />
            <source>the constraint does not involve any free coordinate</source>
            <translation>в'язь не містить жодної вільної координати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="168" />
            <source>a nonholonomic constraint must be linear in the velocities</source>
            <translation>неголономна в'язь має бути лінійною за швидкостями</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="171" />
            <source>a nonholonomic constraint must contain velocities (for a constraint on the coordinates use kind = "holonomic")</source>
            <translation>неголономна в'язь має містити швидкості (для в'язі на координати використайте kind = "holonomic")</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="175" />
            <source>the slip velocity must be linear in the velocities (e.g. x' - V)</source>
            <translation>швидкість ковзання має бути лінійною за швидкостями (наприклад, x' - V)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="178" />
            <source>the normal force must be linear in the reactions</source>
            <translation>нормальна сила має бути лінійною за реакціями</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="179" />
            <source>expected a table</source>
            <translation>очікувалася таблиця</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="180" />
            <source>expected an array</source>
            <translation>очікувався масив</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="181" />
            <source>expected a string</source>
            <translation>очікувався рядок</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="182" />
            <source>expected {want} components, got {got}</source>
            <translation>очікувалося компонент: {want}, отримано: {got}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="183" />
            <source>not a regular file</source>
            <translation>це не звичайний файл</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="184" />
            <source>file too large for a model (more than {n} MB)</source>
            <translation>файл завеликий для моделі (понад {n} МБ)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="185" />
            <source>cannot read: {why}</source>
            <translation>не вдається прочитати: {why}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="186" />
            <source>exponent {e} too large (at most {n} for a power of an expression with names: the derivation would expand it term by term)</source>
            <translation>показник {e} завеликий (не більше {n} для степеня виразу з іменами: виведення розкривало б його почленно)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="190" />
            <source>the formula is infinite or undefined</source>
            <translation>формула нескінченна або не визначена</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="191" />
            <source>the time t is not allowed here</source>
            <translation>час t тут не допускається</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="192" />
            <source>parameter {name} is not allowed here</source>
            <translation>параметр {name} тут не допускається</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="193" />
            <source>driven coordinate {name} is not allowed here</source>
            <translation>задана координата {name} тут не допускається</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="194" />
            <source>velocity {name}' is not allowed here (only coordinates)</source>
            <translation>швидкість {name}' тут не допускається (лише координати)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="195" />
            <source>the end time must be a positive number</source>
            <translation>час закінчення має бути додатним числом</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="196" />
            <source>the end time is unreasonably large</source>
            <translation>час закінчення нерозумно великий</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="197" />
            <source>dt must be a positive number</source>
            <translation>dt має бути додатним числом</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="198" />
            <source>dt gives {n} output samples; choose a larger dt</source>
            <translation>з цим dt виходить {n} точок виводу; виберіть більший dt</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="199" />
            <source>the model has no coordinates (add at least one)</source>
            <translation>у моделі немає координат (додайте хоча б одну)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="200" />
            <source>no kinetic energy: give energy.T, or a mass to at least one point</source>
            <translation>немає кінетичної енергії: задайте energy.T або масу хоча б одній точці</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="203" />
            <source>every coordinate is driven: nothing is left to move</source>
            <translation>усі координати задані: рухатися нічому</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="204" />
            <source>a point needs pos = [x, y] or [x, y, z]</source>
            <translation>точці потрібно pos = [x, y] або [x, y, z]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="205" />
            <source>a constraint needs f = "..."</source>
            <translation>в'язі потрібно f = "..."</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="206" />
            <source>an event needs when = "..." (its zero crossing is the event)</source>
            <translation>події потрібно when = "..." (подія — перехід цієї величини через нуль)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="209" />
            <source>unsupported format (this version reads format {n})</source>
            <translation>непідтримуваний формат (ця версія читає формат {n})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="210" />
            <source>title too long (at most {n} characters)</source>
            <translation>заголовок задовгий (не більше {n} символів)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="211" />
            <source>description too long ({n} characters, at most {m})</source>
            <translation>опис задовгий ({n} символів, не більше {m})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="212" />
            <source>{name} is a reserved name</source>
            <translation>{name} — зарезервоване ім'я</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="213" />
            <source>unknown point {name}</source>
            <translation>невідома точка {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="214" />
            <source>unknown key {name} (expected one of: {known})</source>
            <translation>невідомий ключ {name} (очікувався один із: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="215" />
            <source>unknown parameter {name} (parameters: {known})</source>
            <translation>невідомий параметр {name} (параметри: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="216" />
            <source>unknown method {name} (known: {known})</source>
            <translation>невідомий метод {name} (відомі: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="217" />
            <source>{name} must be a positive number</source>
            <translation>{name} має бути додатним числом</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="218" />
            <source>a reaction has no time derivative ({name})</source>
            <translation>реакція не має похідної за часом ({name})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="219" />
            <source>this file is in format {fmt}, written by a newer mechgui; this version reads format {n}. Update mechgui to open it (the file is left unchanged).</source>
            <translation>цей файл у форматі {fmt}, записаному новішою версією mechgui; ця версія читає формат {n}. Оновіть mechgui, щоб відкрити його (файл не змінено).</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="223" />
            <source>Hamilton's form of a model with {what} is not supported</source>
            <translation>форма Гамільтона для моделі з {what} не підтримується</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="224" />
            <source>a body needs inertia = [I1, I2, I3] (principal moments)</source>
            <translation>тілу потрібно inertia = [I1, I2, I3] (головні моменти)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="225" />
            <source>a chain needs at least one mass</source>
            <translation>ланцюжку потрібна хоча б одна маса</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="226" />
            <source>a driven coordinate has no q0/v0: its motion is given</source>
            <translation>задана координата не має q0/v0: її рух задано</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="227" />
            <source>a force needs at + F (a vector at a point) or Q (by coordinate)</source>
            <translation>силі потрібно at + F (вектор у точці) або Q (за координатами)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="230" />
            <source>a force vector needs both at = "POINT" and F = [...]</source>
            <translation>вектору сили потрібні і at = "POINT", і F = [...]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="231" />
            <source>a friction contact needs {key} = ...</source>
            <translation>контакту з тертям потрібно {key} = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="232" />
            <source>a link is a pair of point names</source>
            <translation>ланка — це пара імен точок</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="233" />
            <source>a spring needs k &gt;= 0 and rest &gt;= 0</source>
            <translation>пружині потрібні k &gt;= 0 і rest &gt;= 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="234" />
            <source>a spring needs {key} = ...</source>
            <translation>пружині потрібно {key} = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="235" />
            <source>action must be one of {known}</source>
            <translation>action має бути одним із: {known}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="236" />
            <source>direction must be one of {known}</source>
            <translation>direction має бути одним із: {known}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="237" />
            <source>kind must be one of {known}</source>
            <translation>kind має бути одним із: {known}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="238" />
            <source>body name {name} is used twice</source>
            <translation>ім'я тіла {name} використано двічі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="239" />
            <source>empty table</source>
            <translation>порожня таблиця</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="240" />
            <source>expected a number or a formula, not a boolean</source>
            <translation>очікувалося число або формула, а не логічне значення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="241" />
            <source>method 'heun' does not locate events; use rk4 or an adaptive method</source>
            <translation>метод 'heun' не знаходить події; використайте rk4 або адаптивний метод</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="244" />
            <source>name {name} is already used by {what}</source>
            <translation>ім'я {name} уже зайняте: {what}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="245" />
            <source>no event named {name}</source>
            <translation>немає події з іменем {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="246" />
            <source>principal moments of inertia must be positive</source>
            <translation>головні моменти інерції мають бути додатними</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="247" />
            <source>the coordinates differ from the derived model's; derive the model again</source>
            <translation>координати відрізняються від виведеної моделі; виведіть рівняння заново</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="250" />
            <source>the parameters differ from the derived model's; derive the model again</source>
            <translation>параметри відрізняються від виведеної моделі; виведіть рівняння заново</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="253" />
            <source>the equations cannot be evaluated near t = {t} ({why})</source>
            <translation>рівняння не вдається обчислити поблизу t = {t} ({why})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="254" />
            <source>the equations or the constraints depend on t: no equilibrium to linearize about</source>
            <translation>рівняння або в'язі залежать від t: немає рівноваги для лінеаризації</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="258" />
            <source>the linearized equations are singular at the equilibrium ({why})</source>
            <translation>лінеаризовані рівняння вироджені в рівновазі ({why})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="261" />
            <source>the modes of models with friction contacts are not supported</source>
            <translation>моди моделей з контактами з тертям не підтримуються</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="264" />
            <source>the modes of models with nonholonomic constraints are not supported yet</source>
            <translation>моди моделей з неголономними в'язями поки що не підтримуються</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="267" />
            <source>the model has no [[bodies]]</source>
            <translation>у моделі немає [[bodies]]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="268" />
            <source>the rotation axis is the zero vector</source>
            <translation>вісь обертання — нульовий вектор</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="269" />
            <source>the motion became non-finite near t = {t} (the step dt = {dt} is probably too large for {method})</source>
            <translation>рух став нескінченним поблизу t = {t} (крок dt = {dt}, імовірно, завеликий для {method})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="273" />
            <source>the symplectic methods need a kinetic energy quadratic in the velocities (the mass matrix depends on the velocities here); use rk4 or an adaptive method</source>
            <translation>симплектичним методам потрібна кінетична енергія, квадратична за швидкостями (тут матриця мас залежить від швидкостей); використайте rk4 або адаптивний метод</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="277" />
            <source>this derivation has no momenta (needed by the symplectic methods)</source>
            <translation>у цьому виведенні немає імпульсів (вони потрібні симплектичним методам)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="280" />
            <source>unknown body {name} (bodies: {known})</source>
            <translation>невідоме тіло {name} (тіла: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="281" />
            <source>unknown coordinate {name} (coordinates: {known})</source>
            <translation>невідома координата {name} (координати: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="282" />
            <source>unknown derivation method {name}</source>
            <translation>невідомий метод виведення {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="283" />
            <source>vector slip is not supported yet</source>
            <translation>векторне ковзання поки що не підтримується</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="284" />
            <source>{name} is the name of a result column ({columns})</source>
            <translation>{name} — ім'я стовпця результатів ({columns})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="285" />
            <source>{name}: not a valid name</source>
            <translation>{name}: неприпустиме ім'я</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="286" />
            <source>a rigid-body model takes [[bodies]] and [[springs]] only ({key} with bodies is not supported yet)</source>
            <translation>модель твердих тіл приймає лише [[bodies]] і [[springs]] ({key} разом із тілами поки не підтримується)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="290" />
            <source>a rigid-body model takes its energies from the bodies and springs</source>
            <translation>модель твердих тіл бере енергії з тіл і пружин</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="294" />
            <source>method {name} takes {accepted} models, not {kind} ones; use auto or one of {usable}</source>
            <translation>метод {name} працює з моделями виду «{accepted}», а не «{kind}»; оберіть auto або один із: {usable}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="298" />
            <source>the constraints are dependent at the equilibrium (their Jacobian has rank {rank} &lt; {m})</source>
            <translation>в'язі залежні в положенні рівноваги (ранг їхньої матриці Якобі {rank} &lt; {m})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="302" />
            <source>the equations cannot be linearized at rest: a non-smooth term of the velocities (sign, abs, min, max: Coulomb friction?) has no derivative at q' = 0 ({error})</source>
            <translation>рівняння не можна лінеаризувати у спокої: негладкий член за швидкостями (sign, abs, min, max — кулонове тертя?) не має похідної при q' = 0 ({error})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="306" />
            <source>the linearized {name} matrix depends on time (parametric excitation): natural modes are not defined for it (a Floquet analysis would be); switch the excitation off with --set to analyse the free system</source>
            <translation>лінеаризована матриця {name} залежить від часу (параметричне збудження): власні форми для неї не визначені (потрібен аналіз Флоке); вимкніть збудження через --set, щоб дослідити вільну систему</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="310" />
            <source>the linearized matrices are not finite at this point (a non-smooth term such as sign() or abs() at zero velocity?)</source>
            <translation>лінеаризовані матриці в цій точці не скінченні (негладкий член на зразок sign() або abs() при нульовій швидкості?)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="314" />
            <source>the matrix form and modes of models with {what} are not supported yet (their reactions would have to be eliminated first): write the model in independent coordinates</source>
            <translation>матрична форма і власні форми моделей із «{what}» поки не підтримуються (спершу треба виключити реакції): запишіть модель у незалежних координатах</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="318" />
            <source>the force has {count} components, points have {dim}</source>
            <translation>сила має {count} компонент(и), а точки — {dim}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="322" />
            <source>{method}: the half-step quaternion did not converge near t = {t} (after {n} iterations); reduce dt</source>
            <translation>{method}: кватерніон на півкроці не збігся біля t = {t} (після {n} ітерацій); зменшіть dt</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="326" />
            <source>{method}: the implicit {stage} did not converge near t = {t} (after {n} fixed-point iterations); reduce dt</source>
            <translation>{method}: неявний крок ({stage}) не збігся біля t = {t} (після {n} ітерацій нерухомої точки); зменшіть dt</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="330" />
            <source>T is given and also assembled from the {parts}: remove T, or write what it adds as T_extra</source>
            <translation>T задано і також збирається з {parts}: видаліть T або запишіть те, що воно додає, як T_extra</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="334" />
            <source>a body has angle = ... (planar) or rotations (in space), not both</source>
            <translation>для тіла задається angle = ... (плоске) або rotations (у просторі), але не обидва</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="337" />
            <source>a body moving with the coordinates needs a centre</source>
            <translation>тілу, що рухається разом із координатами, потрібен центр (centre)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="338" />
            <source>a body moving with the coordinates needs centre = "POINT" or [x, y]</source>
            <translation>тілу, що рухається разом із координатами, потрібен centre = "POINT" або [x, y]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="341" />
            <source>a body needs inertia = ... (about its centre of mass)</source>
            <translation>тілу потрібен inertia = ... (відносно його центра мас)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="342" />
            <source>a body with a centre needs angle = ... (planar) or rotations = [...] (in space)</source>
            <translation>тілу з центром потрібен angle = ... (плоске) або rotations = [...] (у просторі)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="346" />
            <source>a damper needs c = ...</source>
            <translation>демпферу потрібен c = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="347" />
            <source>a free body (turning about a fixed centre) cannot be combined with coordinates or moving bodies: give it centre and angle (planar) or rotations (in space)</source>
            <translation>вільне тіло (що обертається навколо нерухомого центра) не можна поєднувати з координатами або рухомими тілами: задайте йому centre і angle (плоске) або rotations (у просторі)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="351" />
            <source>a free-body model takes springs with body, point, anchor</source>
            <translation>модель вільного тіла приймає пружини з body, point, anchor</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="352" />
            <source>a moment of inertia cannot be negative</source>
            <translation>момент інерції не може бути від'ємним</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="353" />
            <source>a planar body's inertia is one moment (about the centre, perpendicular to the plane)</source>
            <translation>інерція плоского тіла — один момент (відносно центра, перпендикулярно до площини)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="357" />
            <source>a rotation is a pair ["x" | "y" | "z", "angle"]</source>
            <translation>поворот — це пара ["x" | "y" | "z", "angle"]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="358" />
            <source>a spatial body's inertia is [I1, I2, I3] or a 3x3 matrix [[...], ...]</source>
            <translation>інерція просторового тіла — [I1, I2, I3] або матриця 3x3 [[...], ...]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="361" />
            <source>a spring needs k = ...</source>
            <translation>пружині потрібен k = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="362" />
            <source>a spring on a body needs {needed} = ...</source>
            <translation>пружині на тілі потрібен {needed} = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="363" />
            <source>a spring with body/point/anchor belongs to a free body; between two points write between = ["A", "B"]</source>
            <translation>пружина з body/point/anchor належить вільному тілу; між двома точками пишіть between = ["A", "B"]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="367" />
            <source>a torque acts on a planar body's angle; for a body in space give angle = "..." (the angle it works on)</source>
            <translation>момент діє на кут плоского тіла; для тіла у просторі задайте angle = "..." (кут, на якому він виконує роботу)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="371" />
            <source>a torque needs M = ...</source>
            <translation>моменту потрібен M = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="372" />
            <source>a torque needs exactly one of body = "NAME" or angle = "..."</source>
            <translation>моменту потрібне рівно одне з: body = "NAME" або angle = "..."</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="375" />
            <source>a vector slip needs 2 or 3 components, got {count} (one slip velocity is written as a string: slip = "x'")</source>
            <translation>векторному ковзанню потрібно 2 або 3 компоненти, отримано {count} (одна швидкість ковзання записується рядком: slip = "x'")</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="379" />
            <source>a {what} needs exactly one of: {places}</source>
            <translation>елементу {what} потрібне рівно одне з: {places}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="380" />
            <source>an element between point {point} and itself</source>
            <translation>елемент між точкою {point} і нею ж самою</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="381" />
            <source>between is a pair of point names ["A", "B"]</source>
            <translation>between — це пара імен точок ["A", "B"]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="382" />
            <source>free rigid bodies are integrated by mechgui.engine.sim.rigid, not derived</source>
            <translation>вільні тверді тіла інтегруються mechgui.engine.sim.rigid, рівняння для них не виводяться</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="386" />
            <source>rotations needs at least one ["axis", "angle"] pair</source>
            <translation>rotations потрібна хоча б одна пара ["axis", "angle"]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="387" />
            <source>the centre is a point name or a position [x, y] or [x, y, z]</source>
            <translation>центр — це ім'я точки або положення [x, y] чи [x, y, z]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="390" />
            <source>the inertia matrix must be symmetric</source>
            <translation>матриця інерції має бути симетричною</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="391" />
            <source>the slip of {name} turned more than {count} times by t = {t}</source>
            <translation>ковзання {name} змінило напрям понад {count} разів до t = {t}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="394" />
            <source>{key} belongs to a free body; a body moving with the coordinates has centre and angle or rotations</source>
            <translation>{key} належить вільному тілу; тіло, що рухається разом із координатами, має centre і angle або rotations</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="398" />
            <source>{key} belongs to a spring on a free body</source>
            <translation>{key} належить пружині на вільному тілі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="399" />
            <source>{key} is not supported with free bodies</source>
            <translation>{key} не підтримується з вільними тілами</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="400" />
            <source>no mode shapes for nonholonomic constraints (the linearization on the constraint distribution gives eigenvalues and stability: mechgui modes, or --steady)</source>
            <translation>форми коливань для неголономних в'язей не визначаються (лінеаризація на розподілі в'язей дає власні значення і стійкість: mechgui modes або --steady)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="404" />
            <source>steady motions of models with friction are not supported</source>
            <translation>стаціонарні рухи моделей з тертям не підтримуються</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="405" />
            <source>steady motions of models with holonomic constraints are not supported (their equilibria: mechgui modes; constraints {names})</source>
            <translation>стаціонарні рухи моделей з голономними в'язями не підтримуються (їхні рівноваги: mechgui modes; в'язі {names})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="409" />
            <source>the linearization does not apply: the equations depend on t explicitly (a driven coordinate or a force of t): there is no equilibrium or steady motion to linearize about</source>
            <translation>лінеаризація незастосовна: рівняння явно залежать від t (задана координата або сила, що залежить від t): немає рівноваги чи стаціонарного руху, біля якого лінеаризувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="413" />
            <source>--steady: {coordinate} is not cyclic (cyclic: {cyclic})</source>
            <translation>--steady: {coordinate} не циклічна (циклічні: {cyclic})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="414" />
            <source>a Poincaré section needs a Lagrangian model (not rigid bodies)</source>
            <translation>перерізу Пуанкаре потрібна лагранжева модель (не тверді тіла)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="417" />
            <source>a Poincaré section needs a model without constraints (choose independent coordinates)</source>
            <translation>перерізу Пуанкаре потрібна модель без в'язей (оберіть незалежні координати)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="421" />
            <source>a Poincaré section needs two degrees of freedom; the model has {count} ({coordinates})</source>
            <translation>перерізу Пуанкаре потрібні два ступені вільності; модель має {count} ({coordinates})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="425" />
            <source>the energy T + V is not conserved (damping, forces or driven coordinates): a Poincaré section needs a conservative model</source>
            <translation>енергія T + V не зберігається (демпфування, сили або задані координати): перерізу Пуанкаре потрібна консервативна модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="429" />
            <source>the energy {energy} is below the lowest on the section ({lowest})</source>
            <translation>енергія {energy} нижча за найменшу на перерізі ({lowest})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="432" />
            <source>no start on the section at the energy {energy} (the lowest there is {lowest})</source>
            <translation>немає початкової точки на перерізі за енергії {energy} (найменша там {lowest})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="436" />
            <source>({q}, {v}) has no state on the section at the energy {energy}</source>
            <translation>для ({q}, {v}) немає стану на перерізі за енергії {energy}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="439" />
            <source>no coordinate {name} (coordinates: {known})</source>
            <translation>немає координати {name} (координати: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="440" />
            <source>no coordinate {name} in the sweep ({known})</source>
            <translation>у розгортці немає координати {name} ({known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="441" />
            <source>expects COORDINATE=VALUE such as phi_1=0, got {text}</source>
            <translation>очікується КООРДИНАТА=ЗНАЧЕННЯ, наприклад phi_1=0, отримано {text}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="442" />
            <source>expects a number after '=', got {text}</source>
            <translation>після '=' очікується число, отримано {text}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="443" />
            <source>the value must be finite, got {text}</source>
            <translation>значення має бути скінченним, отримано {text}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="444" />
            <source>must be a finite number, got {value}</source>
            <translation>має бути скінченним числом, отримано {value}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="445" />
            <source>must be a positive number, got {value}</source>
            <translation>має бути додатним числом, отримано {value}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="446" />
            <source>must be at least 1, got {value}</source>
            <translation>має бути не менше 1, отримано {value}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="447" />
            <source>the centre is neither a point of [points] nor a position</source>
            <translation>центр — не точка з [points] і не положення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="448" />
            <source>unknown body {name}</source>
            <translation>невідоме тіло {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="449" />
            <source>wrong shape of inertia: expected one moment</source>
            <translation>неправильна форма інерції: очікувався один момент</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="450" />
            <source>wrong shape of inertia: expected three principal moments or a 3x3 matrix</source>
            <translation>неправильна форма інерції: очікувалися три головні моменти або матриця 3x3</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="454" />
            <source>{name} is driven (no equation)</source>
            <translation>{name} — задана координата (у неї немає рівняння)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="455" />
            <source>{name} is not a coordinate</source>
            <translation>{name} — не координата</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="456" />
            <source>coordinates are not allowed here ({name})</source>
            <translation>координати тут не допускаються ({name})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="457" />
            <source>velocities are not allowed here ({name})</source>
            <translation>швидкості тут не допускаються ({name})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="458" />
            <source>{name}: too many primes here</source>
            <translation>{name}: тут забагато штрихів</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="459" />
            <source>a value is too large (overflow) in {expr}</source>
            <translation>завелике значення (переповнення) у {expr}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="460" />
            <source>an angle is too large to evaluate (|x| &gt; {limit}) in {expr}</source>
            <translation>кут завеликий для обчислення (|x| &gt; {limit}) у {expr}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="463" />
            <source>one of {known}, got {value}</source>
            <translation>одне з: {known}, отримано {value}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="465" />
            <source>empty value in a chain table</source>
            <translation>порожнє значення в таблиці ланцюжка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="466" />
            <source>give n, or one inertia/mass per mass</source>
            <translation>вкажіть n або по одній інерції/масі на кожну масу</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="467" />
            <source>load at mass {k}: masses are numbered 1..{n}</source>
            <translation>навантаження на масі {k}: маси нумеруються 1..{n}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="468" />
            <source>unknown chain kind {name} (kinds: {known})</source>
            <translation>невідомий вид ланцюжка {name} (види: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="469" />
            <source>unknown friction model {name} (known: {known})</source>
            <translation>невідома модель тертя {name} (відомі: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="470" />
            <source>unknown ground {name} (none, left, right, both)</source>
            <translation>невідоме закріплення {name} (none, left, right, both)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="471" />
            <source>{what}: expected {size} values (or one for all), got {got}</source>
            <translation>{what}: очікувалося значень: {size} (або одне для всіх), отримано {got}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="474" />
            <source>{what}: expected {inner} values (between neighbours) or {all} (with the ground at both ends), got {got}</source>
            <translation>{what}: очікувалося значень: {inner} (між сусідами) або {all} (із закріпленням на обох кінцях), отримано {got}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="478" />
            <source>{what}: expected {inner} values (or {all} with the ends, or one for all), got {got}</source>
            <translation>{what}: очікувалося значень: {inner} (або {all} з кінцями, або одне для всіх), отримано {got}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="483" />
            <source>no column {name} (columns: {known})</source>
            <translation>немає стовпця {name} (стовпці: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="484" />
            <source>no parameter {name} (parameters: {known})</source>
            <translation>немає параметра {name} (параметри: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="485" />
            <source>unknown quantity {name} (one of {known})</source>
            <translation>невідома величина {name} (одна з: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="486" />
            <source>{name}: no such file or bundled example (examples: {known})</source>
            <translation>{name}: немає такого файлу або вбудованого прикладу (приклади: {known})</translation>
        </message>
    </context>
    <context>
        <name>EventsSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="400" />
            <source>An event is a zero crossing of its expression.</source>
            <translation>Подія настає, коли її вираз переходить через нуль.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="403" />
            <source>Name</source>
            <translation>Ім'я</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="403" />
            <source>When = 0</source>
            <translation>Коли = 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="403" />
            <source>Action</source>
            <translation>Дія</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="403" />
            <source>Direction</source>
            <translation>Напрям</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="419" />
            <source>Add event</source>
            <translation>Додати подію</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="423" />
            <source>record</source>
            <translation>запис</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="424" />
            <source>stop</source>
            <translation>зупинка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="425" />
            <source>any</source>
            <translation>будь-який</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="426" />
            <source>rising</source>
            <translation>зростання</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="427" />
            <source>falling</source>
            <translation>спадання</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="440" />
            <source>event {n}</source>
            <translation>подія {n}</translation>
        </message>
    </context>
    <context>
        <name>ExercisePanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/__init__.py" line="19" />
            <source>Exercise</source>
            <translation>Вправа</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/__init__.py" line="25" />
            <source>E&amp;xercise mode</source>
            <translation>Режим &amp;вправи</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="81" />
            <source>Reveal</source>
            <translation>Показати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="82" />
            <source>Show the model's answer for this item</source>
            <translation>Показати відповідь моделі для цього пункту</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="102" />
            <source>Write T, V and the Lagrange equation of each coordinate in the notation of the model file: q' is a velocity, q'' an acceleration; an equation is lhs = rhs or an expression equal to zero.</source>
            <translation>Запишіть T, V і рівняння Лагранжа для кожної координати в позначеннях файлу моделі: q' — швидкість, q'' — прискорення; рівняння записується як «ліва частина = права частина» або як вираз, що дорівнює нулю.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="119" />
            <source>Check</source>
            <translation>Перевірити</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="121" />
            <source>Clear</source>
            <translation>Очистити</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="142" />
            <source>kinetic energy, e.g. m*l^2*phi'^2/2</source>
            <translation>кінетична енергія, напр. m*l^2*phi'^2/2</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="144" />
            <source>potential energy (up to a constant)</source>
            <translation>потенціальна енергія (з точністю до сталої)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="145" />
            <source>e.g. m*l^2*phi'' + m*g*l*sin(phi) = 0</source>
            <translation>напр. m*l^2*phi'' + m*g*l*sin(phi) = 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="184" />
            <source>Checking…</source>
            <translation>Перевірка…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="219" />
            <source>{right} of {total} right</source>
            <translation>правильно {right} з {total}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="230" />
            <source>Cannot check: {reason}</source>
            <translation>Не вдалося перевірити: {reason}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="239" />
            <source>Model: {answer}</source>
            <translation>Модель: {answer}</translation>
        </message>
    </context>
    <context>
        <name>ExportMenu</name>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="43" />
            <source>Coordinates plot…</source>
            <translation>Графік координат…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="44" />
            <source>Energy plot…</source>
            <translation>Графік енергії…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="45" />
            <source>Reactions plot…</source>
            <translation>Графік реакцій…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="46" />
            <source>Friction forces plot…</source>
            <translation>Графік сил тертя…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="47" />
            <source>Mode shapes plot…</source>
            <translation>Графік форм коливань…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="48" />
            <source>Chain profile plot…</source>
            <translation>Профіль ланцюжка…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="49" />
            <source>First integrals drift plot…</source>
            <translation>Графік дрейфу перших інтегралів…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="100" />
            <source>Copy as image</source>
            <translation>Копіювати як зображення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="149" />
            <source>Trajectory as CSV…</source>
            <translation>Траєкторія в CSV…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="150" />
            <source>Poincaré section…</source>
            <translation>Переріз Пуанкаре…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="152" />
            <source>Equations as LaTeX…</source>
            <translation>Рівняння в LaTeX…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="154" />
            <source>Derivation as picture (SVG, PNG)…</source>
            <translation>Виведення як зображення (SVG, PNG)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="157" />
            <source>Animation (GIF, MP4)…</source>
            <translation>Анімація (GIF, MP4)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="158" />
            <source>Handout (HTML, PDF)…</source>
            <translation>Роздатковий матеріал (HTML, PDF)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="159" />
            <source>Student page (HTML)…</source>
            <translation>Сторінка для студентів (HTML)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="253" />
            <location filename="../../../mechgui/app/export_menu.py" line="266" />
            <source>Export plot</source>
            <translation>Експорт графіка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="283" />
            <source>Export Poincaré section</source>
            <translation>Експорт перерізу Пуанкаре</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="292" />
            <location filename="../../../mechgui/app/export_menu.py" line="296" />
            <source>Export derivation</source>
            <translation>Експорт виведення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="302" />
            <location filename="../../../mechgui/app/export_menu.py" line="328" />
            <location filename="../../../mechgui/app/export_menu.py" line="330" />
            <source>Export handout</source>
            <translation>Експорт роздаткового матеріалу</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="339" />
            <location filename="../../../mechgui/app/export_menu.py" line="352" />
            <source>Export animation</source>
            <translation>Експорт анімації</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="352" />
            <source>Writing the animation…</source>
            <translation>Запис анімації…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="360" />
            <source>Writing {file}…</source>
            <translation>Запис {file}…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="369" />
            <source>Cancel</source>
            <translation>Скасувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="406" />
            <location filename="../../../mechgui/app/student_export.py" line="55" />
            <source>Exported {file}</source>
            <translation>Експортовано: {file}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="409" />
            <source>Export cancelled</source>
            <translation>Експорт скасовано</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="411" />
            <location filename="../../../mechgui/app/student_export.py" line="49" />
            <source>Export failed: {error}</source>
            <translation>Помилка експорту: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/student_export.py" line="40" />
            <source>Export student page</source>
            <translation>Експорт сторінки для студентів</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/student_export.py" line="45" />
            <source>Writing the student page…</source>
            <translation>Запис сторінки для студентів…</translation>
        </message>
    </context>
    <context>
        <name>FileSafety</name>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="45" />
            <source>&amp;Edit</source>
            <translation>&amp;Редагування</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="66" />
            <source>Overwrite</source>
            <translation>Перезаписати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="67" />
            <source>Save As…</source>
            <translation>Зберегти як…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="73" />
            <source>Overwrite it with this model, save under another name, or cancel?</source>
            <translation>Перезаписати його цією моделлю, зберегти під іншою назвою чи скасувати?</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="76" />
            <source>File changed on disk</source>
            <translation>Файл змінено на диску</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="110" />
            <source>Cannot save {file}: {error}</source>
            <translation>Не вдалося зберегти {file}: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="121" />
            <source>a model never saved</source>
            <translation>модель, яку ще не зберігали</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="123" />
            <source>a copy of {file}</source>
            <translation>копія {file}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="124" />
            <source>mechgui did not close normally. Unsaved changes of “{title}” ({file}) were kept at {time}. Restore them?</source>
            <translation>mechgui завершився некоректно. Незбережені зміни «{title}» ({file}) збережено о {time}. Відновити їх?</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="129" />
            <source>{n} more can be restored at the next starts.</source>
            <translation>Ще {n} можна відновити під час наступних запусків.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="133" />
            <source>Restore</source>
            <translation>Відновити</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="135" />
            <source>Ask again later</source>
            <translation>Запитати пізніше</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="138" />
            <source>Restore unsaved changes</source>
            <translation>Відновлення незбережених змін</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="182" />
            <source>Cannot restore {file}: {error}</source>
            <translation>Не вдалося відновити {file}: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="199" />
            <source>Unsaved changes restored</source>
            <translation>Незбережені зміни відновлено</translation>
        </message>
    </context>
    <context>
        <name>ForcesSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="331" />
            <source>A force vector at a point (generalized forces by virtual work), or Q per coordinate.</source>
            <translation>Вектор сили, прикладеної в точці (узагальнені сили — через роботу на можливих переміщеннях), або Q для кожної координати.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="341" />
            <source>name (optional)</source>
            <translation>назва (необов'язково)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="342" />
            <source>Name</source>
            <translation>Ім'я</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="346" />
            <source>(no point)</source>
            <translation>(без точки)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="348" />
            <source>At point</source>
            <translation>У точці</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="380" />
            <source>Add force</source>
            <translation>Додати силу</translation>
        </message>
    </context>
    <context>
        <name>FrictionSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="125" />
            <source>Coulomb friction mu·|N| against the slip velocity; the contact sticks while the needed force stays within mu_s·|N|. The normal force may be a constraint's reaction.</source>
            <translation>Сухе тертя (Кулона) mu·|N| проти швидкості проковзування; контакт перебуває у злипанні, поки потрібна сила не перевищує mu_s·|N|. Нормальною силою може бути реакція зв'язку.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="132" />
            <source>Add friction contact</source>
            <translation>Додати фрикційний контакт</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="138" />
            <source>e.g. x' - V, or x', y' (a vector)</source>
            <translation>напр. x' - V або x', y' (вектор)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="140" />
            <source>Relative sliding velocity, linear in the velocities. A vector slip (a puck on a plane, a ball on a table): 2 or 3 components separated by commas, e.g. x' - r*phi', y'</source>
            <translation>Відносна швидкість ковзання, лінійна за швидкостями. Векторне проковзування (шайба на площині, куля на столі): 2 або 3 складові через кому, напр. x' - r*phi', y'</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="146" />
            <source>e.g. m*g, or a reaction N</source>
            <translation>напр. m*g або реакція N</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="147" />
            <source>Normal force: an expression, or a constraint's reaction</source>
            <translation>Нормальна сила: вираз або реакція зв'язку</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="149" />
            <source>= mu</source>
            <translation>= mu</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="150" />
            <source>Kinetic coefficient</source>
            <translation>Коефіцієнт тертя ковзання</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="151" />
            <source>Static coefficient (empty: the kinetic one)</source>
            <translation>Коефіцієнт тертя спокою (порожньо: як тертя ковзання)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="154" />
            <source>(none)</source>
            <translation>(немає)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="155" />
            <source>The point the animation marks while the contact sticks</source>
            <translation>Точка, яку анімація позначає, поки контакт у злипанні</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="159" />
            <source>Name</source>
            <translation>Ім'я</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="160" />
            <source>Slip</source>
            <translation>Проковзування</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="161" />
            <source>Normal</source>
            <translation>Нормальна сила</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="164" />
            <source>Marked at</source>
            <translation>Позначка в точці</translation>
        </message>
    </context>
    <context>
        <name>HamiltonPane</name>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="90" />
            <source>Hamilton's form appears here once the equations are derived.</source>
            <translation>Форма Гамільтона з’явиться тут, коли рівняння буде виведено.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="99" />
            <source>Deriving Hamilton's equations…</source>
            <translation>Виведення рівнянь Гамільтона…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="119" />
            <source>Hamilton's form is not available: {error}</source>
            <translation>Форма Гамільтона недоступна: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="138" />
            <source>Lagrange</source>
            <translation>Лагранж</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="139" />
            <source>Hamilton</source>
            <translation>Гамільтон</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="140" />
            <source>Legendre transform, the Hamiltonian and Hamilton's equations</source>
            <translation>Перетворення Лежандра, функція Гамільтона і рівняння Гамільтона</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <location filename="../../../mechgui/app/help.py" line="40" />
            <source>Title and description</source>
            <translation>Назва й опис</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="41" />
            <source>A title and a Markdown description shown in the Model tab.</source>
            <translation>Назва й опис у Markdown, показані на вкладці «Модель».</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="45" />
            <source>Top-level keys first</source>
            <translation>Спершу ключі верхнього рівня</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="46" />
            <source>Keys of the model itself (format, title, description, gravity) come before the first [table] header: TOML files a key written after [points] under points.</source>
            <translation>Ключі самої моделі (format, title, description, gravity) пишуться до першого заголовка [таблиці]: ключ, записаний після [points], TOML відносить до points.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="53" />
            <source>Parameters</source>
            <translation>Параметри</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="54" />
            <source>Numbers, or formulas of the parameters above them. Each gets a slider.</source>
            <translation>Числа або формули від параметрів вище. Кожен має повзунок.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="58" />
            <source>Coordinates</source>
            <translation>Координати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="59" />
            <source>The generalized coordinates with their initial values and velocities.</source>
            <translation>Узагальнені координати з початковими значеннями та швидкостями.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="63" />
            <source>Points</source>
            <translation>Точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="64" />
            <source>Points of the mechanism as formulas of the coordinates; a mass makes them move.</source>
            <translation>Точки механізму як формули від координат; точка з масою рухається.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="68" />
            <source>Energy</source>
            <translation>Енергія</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="69" />
            <source>T and V; left out, T comes from the point masses. A prime is a time derivative.</source>
            <translation>T і V; якщо T не задано, її взято з мас точок. Штрих — похідна за часом.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="73" />
            <source>Forces</source>
            <translation>Сили</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="74" />
            <source>Generalized forces not from a potential: damping, driving moments.</source>
            <translation>Непотенціальні узагальнені сили: демпфування, рушійні моменти.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="78" />
            <source>Constraints</source>
            <translation>Зв'язки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="79" />
            <source>Holonomic (f = 0), unilateral (f &gt;= 0) or nonholonomic constraints.</source>
            <translation>Голономні (f = 0), односторонні (f &gt;= 0) або неголономні зв'язки.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="83" />
            <source>Events</source>
            <translation>Події</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="84" />
            <source>Stop the run, or record a moment, when a formula crosses zero.</source>
            <translation>Зупинити розрахунок або позначити момент, коли формула переходить через нуль.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="88" />
            <source>Simulation</source>
            <translation>Моделювання</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="89" />
            <source>The time span and the integration method.</source>
            <translation>Інтервал часу й метод інтегрування.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="98" />
            <location filename="../../../mechgui/app/help.py" line="163" />
            <source>Writing a model</source>
            <translation>Як написати модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="101" />
            <source>A model is a TOML file; every section can also be edited in the Model editor. The full reference is docs/model-format.md.</source>
            <translation>Модель — це файл TOML; кожен розділ можна редагувати і в редакторі моделі. Повний опис — docs/model-format.md.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="115" />
            <source>Presentation mode (Esc leaves)</source>
            <translation>Режим презентації (Esc — вихід)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="117" />
            <source>PageDown, →, Space, Enter</source>
            <translation>PageDown, →, Пробіл, Enter</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="118" />
            <source>Presentation: reveal the next step of the derivation</source>
            <translation>Презентація: показати наступний крок виведення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="120" />
            <source>PageUp, ←</source>
            <translation>PageUp, ←</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="120" />
            <source>Presentation: hide the last step shown</source>
            <translation>Презентація: сховати останній показаний крок</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="121" />
            <source>Home / End</source>
            <translation>Home / End</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="121" />
            <source>Presentation: show no step / every step</source>
            <translation>Презентація: жодного кроку / усі кроки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="122" />
            <source>Presentation: blank the screen (any key brings it back)</source>
            <translation>Презентація: погасити екран (будь-яка клавіша повертає)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="123" />
            <source>Presentation: run or pause the animation</source>
            <translation>Презентація: запустити або призупинити анімацію</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="124" />
            <source>Presentation: a white screen (any key brings it back)</source>
            <translation>Презентація: білий екран (будь-яка клавіша повертає)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="125" />
            <source>Presentation: pen, highlighter, laser pointer, no ink</source>
            <translation>Презентація: перо, маркер, лазерна указка, без позначок</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="128" />
            <source>Presentation: next ink colour, undo a stroke, erase the step's ink, keep ink</source>
            <translation>Презентація: наступний колір, скасувати штрих, стерти позначки кроку, залишати позначки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="130" />
            <source>Presentation: after an edit, the equations before it too</source>
            <translation>Презентація: після правки показати й попередні рівняння</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="131" />
            <source>Space</source>
            <translation>Пробіл</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="131" />
            <source>Run or pause the animation</source>
            <translation>Запустити або призупинити анімацію</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="132" />
            <source>Derive the equations now</source>
            <translation>Вивести рівняння зараз</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="133" />
            <source>Run the simulation</source>
            <translation>Запустити моделювання</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="134" />
            <source>Back to t = 0</source>
            <translation>Назад до t = 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="135" />
            <source>Zoom the equations, plots and editors in, out, reset</source>
            <translation>Масштаб рівнянь, графіків і редакторів: більше, менше, початковий</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="136" />
            <source>Expand every step of the derivation</source>
            <translation>Розгорнути всі кроки виведення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="137" />
            <source>Compare integration methods</source>
            <translation>Порівняти методи інтегрування</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="138" />
            <source>Analyze the modes of small oscillations</source>
            <translation>Аналіз форм малих коливань</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="139" />
            <source>Full screen</source>
            <translation>Повний екран</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="140" />
            <source>New, open, save a model</source>
            <translation>Нова модель, відкрити, зберегти</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="174" />
            <source>Keyboard shortcuts</source>
            <translation>Клавіатурні скорочення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="208" />
            <source>Example gallery</source>
            <translation>Галерея прикладів</translation>
        </message>
    </context>
    <context>
        <name>InkBar</name>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="90" />
            <source>Pen</source>
            <translation>Перо</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="91" />
            <source>Highlighter</source>
            <translation>Маркер</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="92" />
            <source>Laser</source>
            <translation>Лазер</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="93" />
            <source>Pointer</source>
            <translation>Вказівник</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="106" />
            <source>Ink colour</source>
            <translation>Колір чорнила</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="110" />
            <source>Undo</source>
            <translation>Скасувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="111" />
            <source>Erase</source>
            <translation>Стерти</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="118" />
            <source>Keep over every step</source>
            <translation>Залишати на всіх кроках</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="119" />
            <source>Off: each step has its own ink (K)</source>
            <translation>Вимк.: кожен крок має власні позначки (K)</translation>
        </message>
    </context>
    <context>
        <name>Lecture</name>
        <message>
            <location filename="../../../mechgui/app/presentation/lecture.py" line="219" />
            <source>Ink of the lecture</source>
            <translation>Позначки лекції</translation>
        </message>
    </context>
    <context>
        <name>Links</name>
        <message>
            <location filename="../../../mechgui/app/links.py" line="24" />
            <source>Open link?</source>
            <translation>Відкрити посилання?</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/links.py" line="25" />
            <source>The model's description links to:

{url}

Open it?</source>
            <translation>Опис моделі посилається на:

{url}

Відкрити?</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="128" />
            <source>Ready</source>
            <translation>Готово</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="135" />
            <source>Cancel</source>
            <translation>Скасувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="136" />
            <source>Cancel the derivation or simulation (Esc)</source>
            <translation>Скасувати виведення або моделювання (Esc)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="142" />
            <source>Relative energy error at the end of the run, |E − E0| / |E0| (conservative models)</source>
            <translation>Відносна похибка енергії наприкінці розрахунку, |E − E0| / |E0| (консервативні моделі)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="166" />
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="167" />
            <source>&amp;New</source>
            <translation>&amp;Створити</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="168" />
            <source>New &amp;chain…</source>
            <translation>Новий &amp;ланцюжок…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="169" />
            <source>&amp;Open…</source>
            <translation>&amp;Відкрити…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="170" />
            <source>Open &amp;Recent</source>
            <translation>&amp;Нещодавні файли</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="173" />
            <source>&amp;Examples</source>
            <translation>&amp;Приклади</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="177" />
            <source>&amp;Save</source>
            <translation>З&amp;берегти</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="178" />
            <source>Save &amp;As…</source>
            <translation>Зберегти &amp;як…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="181" />
            <source>&amp;Export</source>
            <translation>&amp;Експорт</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="183" />
            <source>&amp;Quit</source>
            <translation>Ви&amp;йти</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="185" />
            <source>&amp;Simulation</source>
            <translation>&amp;Моделювання</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="186" />
            <source>&amp;Derive</source>
            <translation>&amp;Вивести рівняння</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="187" />
            <source>&amp;Run</source>
            <translation>&amp;Запустити</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="188" />
            <source>Run / &amp;Pause</source>
            <translation>Запуск / &amp;пауза</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="190" />
            <source>Re&amp;set</source>
            <translation>&amp;Скинути</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="192" />
            <source>&amp;Cancel</source>
            <translation>Ск&amp;асувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="193" />
            <source>Analyze &amp;modes</source>
            <translation>Аналіз &amp;форм коливань</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="196" />
            <source>Co&amp;mpare methods…</source>
            <translation>Порів&amp;няти методи…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="198" />
            <source>&amp;Analysis</source>
            <translation>&amp;Аналіз</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="199" />
            <source>Parameter &amp;sweep…</source>
            <translation>&amp;Розгортка за параметром…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="204" />
            <source>&amp;View</source>
            <translation>&amp;Вигляд</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="212" />
            <source>&amp;Reset layout</source>
            <translation>С&amp;кинути розташування</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="213" />
            <source>&amp;Language</source>
            <translation>&amp;Мова</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="216" />
            <source>&amp;Help</source>
            <translation>&amp;Довідка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="223" />
            <source>System default</source>
            <translation>Як у системі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="238" />
            <source>The language changes when mechgui is started again</source>
            <translation>Мова зміниться після перезапуску mechgui</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="408" />
            <source>{steps} steps, {wall} s</source>
            <translation>кроків: {steps}, {wall} s</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="411" />
            <source>Solver steps of the last run; wall time of derivation + simulation</source>
            <translation>Кроки розв'язувача в останньому розрахунку; фактичний час виведення + моделювання</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="420" />
            <source>ΔE/E₀ = {err}</source>
            <translation>ΔE/E₀ = {err}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="425" />
            <source>Stopped by event {name!r} at t = {t}</source>
            <translation>Зупинено подією {name!r} при t = {t}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="515" />
            <source>Project initial values onto the constraints</source>
            <translation>Перенести початкові значення на в'язі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="536" />
            <source>not saved</source>
            <translation>не збережено</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="538" />
            <source>copy of {file}, not saved</source>
            <translation>копія {file}, не збережена</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="587" />
            <source>About mechgui</source>
            <translation>Про mechgui</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="588" />
            <source>&lt;h3&gt;mechgui {version}&lt;/h3&gt;&lt;p&gt;Lagrange's equations derived, simulated and animated, for lectures on analytical mechanics.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;mechgui {version}&lt;/h3&gt;&lt;p&gt;Виведення, розв'язання та анімація рівнянь Лагранжа для лекцій з аналітичної механіки.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="644" />
            <source>&amp;Writing a model</source>
            <translation>&amp;Як написати модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="647" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Клавіатурні скорочення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="652" />
            <source>Example &amp;gallery</source>
            <translation>&amp;Галерея прикладів</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="654" />
            <source>&amp;About mechgui</source>
            <translation>&amp;Про mechgui</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="101" />
            <source>Model editor</source>
            <translation>Редактор моделі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="122" />
            <source>Equations</source>
            <translation>Рівняння</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="131" />
            <source>Plots</source>
            <translation>Графіки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="138" />
            <source>Modes</source>
            <translation>Форми коливань</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="157" />
            <source>Compare methods</source>
            <translation>Порівняння методів</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="168" />
            <source>Phase portrait</source>
            <translation>Фазовий портрет</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="45" />
            <source>&amp;Presentation mode</source>
            <translation>&amp;Режим презентації</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="49" />
            <source>&amp;Full screen</source>
            <translation>&amp;Повний екран</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="53" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Збільшити</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="54" />
            <source>Zoom &amp;out</source>
            <translation>З&amp;меншити</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="55" />
            <source>&amp;Normal size</source>
            <translation>&amp;Звичайний розмір</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="60" />
            <source>&amp;Expand all steps</source>
            <translation>&amp;Розгорнути всі кроки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="66" />
            <source>Plots in a &amp;grid</source>
            <translation>Графіки &amp;сіткою</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="72" />
            <source>&amp;Theme</source>
            <translation>&amp;Тема</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="75" />
            <source>&amp;System</source>
            <translation>&amp;Системна</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="76" />
            <source>&amp;Light, high contrast</source>
            <translation>&amp;Світла, висококонтрастна</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="77" />
            <source>&amp;Dark</source>
            <translation>&amp;Темна</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="43" />
            <location filename="../../../mechgui/app/window_exports.py" line="56" />
            <location filename="../../../mechgui/app/window_exports.py" line="64" />
            <source>Nothing to export yet</source>
            <translation>Поки нічого експортувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="46" />
            <source>Export plot</source>
            <translation>Експорт графіка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="58" />
            <source>Export trajectory</source>
            <translation>Експорт траєкторії</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="66" />
            <source>Export equations</source>
            <translation>Експорт рівнянь</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="83" />
            <source>Export failed: {error}</source>
            <translation>Помилка експорту: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="85" />
            <source>Exported {file}</source>
            <translation>Експортовано: {file}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="78" />
            <source>Unsaved changes</source>
            <translation>Незбережені зміни</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="79" />
            <source>The model has unsaved changes. Save them?</source>
            <translation>Модель має незбережені зміни. Зберегти їх?</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="97" />
            <source>Open model</source>
            <translation>Відкрити модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="152" />
            <source>Cannot open {file}: {error}</source>
            <translation>Не вдалося відкрити {file}: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="156" />
            <source>Cannot open {file}</source>
            <translation>Не вдалося відкрити {file}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="157" />
            <source>The current model is kept.</source>
            <translation>Поточна модель залишається відкритою.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="167" />
            <source>A copy of the example: Save asks where to keep it</source>
            <translation>Копія прикладу: під час збереження буде запропоновано вибрати місце</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="177" />
            <source>Save model</source>
            <translation>Зберегти модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="198" />
            <source>Cannot save {file}: {error}</source>
            <translation>Не вдалося зберегти {file}: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="208" />
            <source>(the model still has errors: fix them before it can be opened again)</source>
            <translation>(модель ще містить помилки: виправте їх, щоб її можна було знову відкрити)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="209" />
            <source>Saved {file}</source>
            <translation>Збережено {file}</translation>
        </message>
    </context>
    <context>
        <name>ModelHistory</name>
        <message>
            <location filename="../../../mechgui/app/undo.py" line="103" />
            <source>&amp;Undo</source>
            <translation>&amp;Скасувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/undo.py" line="105" />
            <source>&amp;Redo</source>
            <translation>&amp;Повторити</translation>
        </message>
    </context>
    <context>
        <name>ModelSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="62" />
            <source>Title of the model</source>
            <translation>Назва моделі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="63" />
            <source>Title</source>
            <translation>Назва</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="64" />
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="79" />
            <source>Description (Markdown)</source>
            <translation>Опис (Markdown)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="74" />
            <source>Edit</source>
            <translation>Редагувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="76" />
            <source>Edit the Markdown source of the description</source>
            <translation>Редагувати вихідний текст опису (Markdown)</translation>
        </message>
    </context>
    <context>
        <name>ModesPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="65" />
            <source>oscillatory</source>
            <translation>коливальна</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="66" />
            <source>rigid-body</source>
            <translation>рух як цілого</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="67" />
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="75" />
            <source>unstable</source>
            <translation>нестійко</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="73" />
            <source>asymptotically stable</source>
            <translation>асимптотично стійка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="74" />
            <source>marginally stable</source>
            <translation>стійка (не асимптотично)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="82" />
            <source>perturbations along the listed directions grow</source>
            <translation>збурення вздовж указаних напрямків зростають</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="85" />
            <source>no damping: stable in the sense of Lyapunov, free oscillations neither grow nor decay</source>
            <translation>демпфування немає: стійкість за Ляпуновим, вільні коливання не зростають і не згасають</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="88" />
            <source>rigid-body mode: a drift at constant speed is possible</source>
            <translation>форма руху як твердого тіла: можливий дрейф зі сталою швидкістю</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="91" />
            <source>every free motion decays</source>
            <translation>будь-який вільний рух згасає</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="92" />
            <source>some eigenvalues have zero real part</source>
            <translation>деякі власні значення мають нульову дійсну частину</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="93" />
            <source>rigid-body mode: the system can drift or turn as a whole</source>
            <translation>форма руху як твердого тіла: система може зміщуватися або повертатися як ціле</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="176" />
            <source>The modes appear here once the model is derived.</source>
            <translation>Власні частоти й форми коливань з'являться тут, щойно рівняння моделі буде виведено.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="185" />
            <source>e.g. theta=acos(g/(R*omega^2))</source>
            <translation>напр. theta=acos(g/(R*omega^2))</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="187" />
            <source>Start the equilibrium search here: NAME=VALUE, separated by commas; values may be formulas of the parameters. Empty: the initial state.</source>
            <translation>Звідси починати пошук положення рівноваги: НАЗВА=ЗНАЧЕННЯ через кому; значення можуть бути формулами від параметрів. Порожньо: початковий стан.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="192" />
            <source>Analyze</source>
            <translation>Аналізувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="193" />
            <source>Find the equilibrium and compute the modes</source>
            <translation>Знайти положення рівноваги та обчислити власні частоти й форми коливань</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="197" />
            <source>Equilibrium near</source>
            <translation>Рівновага поблизу</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="206" />
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="206" />
            <source>ω [rad/s]</source>
            <translation>ω [рад/с]</translation>
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
            <translation>тип</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="210" />
            <source>Damping ratio</source>
            <translation>Відносний коефіцієнт демпфування</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="236" />
            <source>Amplitude of the largest component of the mode shape</source>
            <translation>Амплітуда найбільшої компоненти форми коливань</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="240" />
            <source>Animate</source>
            <translation>Анімувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="244" />
            <source>Amplitude</source>
            <translation>Амплітуда</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="289" />
            <source>Deriving the equations…</source>
            <translation>Виведення рівнянь…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="299" />
            <source>The model changed: the modes are updated after the run.</source>
            <translation>Модель змінилася: форми коливань буде оновлено після розрахунку.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="306" />
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="334" />
            <source>Modes are not available for models of rigid bodies.</source>
            <translation>Для моделей твердих тіл форми коливань недоступні.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="325" />
            <source>Write the equilibrium guess as NAME=VALUE, e.g. theta=1.0, x=0</source>
            <translation>Запишіть початкове наближення рівноваги як НАЗВА=ЗНАЧЕННЯ, напр. theta=1.0, x=0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="340" />
            <source>Computing the equilibrium and the modes…</source>
            <translation>Обчислення положення рівноваги та форм коливань…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="366" />
            <source>Modes are not available for this model: {why}</source>
            <translation>Для цієї моделі форми коливань недоступні: {why}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="380" />
            <source>Modes: {n}, computed in {s} s.</source>
            <translation>Форм коливань: {n}, обчислено за {s} s.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="386" />
            <source>Computed in {s} s.</source>
            <translation>Обчислено за {s} s.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="391" />
            <source>No static equilibrium (forced or free model): the modes are about q = 0.</source>
            <translation>Статичної рівноваги немає (вимушена або вільна модель): форми коливань обчислено відносно q = 0.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="406" />
            <source>searched from the initial state</source>
            <translation>пошук від початкового стану</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="407" />
            <source>searched from the given point</source>
            <translation>пошук від заданої точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="408" />
            <source>linear model</source>
            <translation>лінійна модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="411" />
            <source>Equilibrium</source>
            <translation>Рівновага</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="412" />
            <source>Static equilibrium</source>
            <translation>Статична рівновага</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="413" />
            <source>Reference point (not an equilibrium: forced model)</source>
            <translation>Опорна точка (не рівновага: вимушена модель)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="427" />
            <source>growth {s}/s</source>
            <translation>зростання {s}/s</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="488" />
            <source>Cannot animate this mode: {error}</source>
            <translation>Не вдалося анімувати цю форму коливань: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="95" />
            <source>coordinate</source>
            <translation>координата</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="96" />
            <source>mode shape</source>
            <translation>форма коливань</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="270" />
            <source>Matrix form  M q̈ + N q̇ + C q = F(t)</source>
            <translation>Матрична форма  M q̈ + N q̇ + C q = F(t)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="272" />
            <source>Copy LaTeX</source>
            <translation>Копіювати LaTeX</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="273" />
            <source>Copy the matrix equation as LaTeX</source>
            <translation>Копіювати матричне рівняння як LaTeX</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="314" />
            <source>No matrix form for this model.</source>
            <translation>Для цієї моделі матрична форма недоступна.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="317" />
            <source>{n} coordinates: too large to typeset legibly; Copy LaTeX gives the full equation.</source>
            <translation>Координат: {n} — забагато, щоб зверстати розбірливо; «Копіювати LaTeX» дає повне рівняння.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="327" />
            <source>typesetting…</source>
            <translation>верстання…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="341" />
            <source>Cannot typeset: {message}</source>
            <translation>Не вдалося зверстати: {message}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="414" />
            <source>Mode {k}: ω = {w} rad/s, period {T} s (shown at one cycle per {c} s); grey: the equilibrium.</source>
            <translation>Форма {k}: ω = {w} rad/s, період {T} s (показано як один цикл за {c} s); сірим — положення рівноваги.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="421" />
            <source>Mode {k} is a rigid-body mode (ω = 0): no restoring force, the system can drift as a whole along this shape; shown moving back and forth.</source>
            <translation>Форма {k} — рух як цілого (ω = 0): відновлювальної сили немає, система може зміщуватися як ціле вздовж цієї форми; показано рух туди й назад.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="426" />
            <source>Mode {k} is unstable: a displacement along this shape grows like cosh({s} t); shown moving back and forth.</source>
            <translation>Форма {k} нестійка: відхилення вздовж цієї форми зростає як cosh({s} t); показано рух туди й назад.</translation>
        </message>
    </context>
    <context>
        <name>ParameterSlider</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/widgets.py" line="185" />
            <source>Lower end</source>
            <translation>Нижня межа</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/widgets.py" line="185" />
            <source>Upper end</source>
            <translation>Верхня межа</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/widgets.py" line="191" />
            <source>Drag to change the parameter; the animation keeps playing</source>
            <translation>Перетягніть, щоб змінити параметр; анімація триває</translation>
        </message>
    </context>
    <context>
        <name>ParametersSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="103" />
            <source>A number, or a formula of the parameters above it.</source>
            <translation>Число або формула від параметрів, заданих вище.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="105" />
            <source>Name</source>
            <translation>Ім'я</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="105" />
            <source>Value / formula</source>
            <translation>Значення / формула</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="123" />
            <source>Unit</source>
            <translation>Одиниця</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="131" />
            <source>Add parameter</source>
            <translation>Додати параметр</translation>
        </message>
    </context>
    <context>
        <name>PhasePanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="105" />
            <source>Family of orbits</source>
            <translation>Сімейство траєкторій</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="107" />
            <source>Orbits from a grid of initial values (one degree of freedom)</source>
            <translation>Траєкторії з сітки початкових значень (один ступінь вільності)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="110" />
            <source>Cancel</source>
            <translation>Скасувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="121" />
            <source>Coordinate</source>
            <translation>Координата</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="134" />
            <source>Phase plane</source>
            <translation>Фазова площина</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="134" />
            <source>Poincaré section</source>
            <translation>Переріз Пуанкаре</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="206" />
            <source>A family needs a simulated model with one coordinate.</source>
            <translation>Для сімейства потрібна розрахована модель з однією координатою.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="223" />
            <source>Computing the orbits…</source>
            <translation>Обчислення траєкторій…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="227" />
            <source>Cancelled</source>
            <translation>Скасовано</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="252" />
            <source>{n} orbits</source>
            <translation>Траєкторій: {n}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="259" />
            <source>Failed: {error}</source>
            <translation>Помилка: {error}</translation>
        </message>
    </context>
    <context>
        <name>PlotsPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="74" />
            <source>release</source>
            <translation>звільнення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="75" />
            <source>engage</source>
            <translation>включення</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="76" />
            <source>stick</source>
            <translation>злипання</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="77" />
            <source>slip</source>
            <translation>проковзування</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="78" />
            <source>stop</source>
            <translation>зупинка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="79" />
            <source>record</source>
            <translation>запис</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="80" />
            <source>comes to rest</source>
            <translation>зупиняється</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="97" />
            <source>Coordinates to plot</source>
            <translation>Координати для графіка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="104" />
            <source>Spread along the chain</source>
            <translation>Рівномірно вздовж ланцюжка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="106" />
            <source>{count} coordinates from the first to the last</source>
            <translation>{count} координат від першої до останньої</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="111" />
            <source>None</source>
            <translation>Жодної</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="223" />
            <source>s</source>
            <translation>с</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="443" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="151" />
            <source>Along the chain</source>
            <translation>Уздовж ланцюжка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="446" />
            <source>mass number k</source>
            <translation>номер маси k</translation>
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
            <translation>Події</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="502" />
            <source>t (s)</source>
            <translation>t (с)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="502" />
            <source>Name</source>
            <translation>Ім'я</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="502" />
            <source>Kind</source>
            <translation>Вид</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="507" />
            <source>Click an event to move the animation to its time</source>
            <translation>Клацніть подію, щоб перемістити анімацію до її моменту часу</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="59" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="147" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="397" />
            <source>Coordinates</source>
            <translation>Координати</translation>
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
            <translation>Енергія</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="61" />
            <source>energy</source>
            <translation>енергія</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="63" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="150" />
            <source>Reactions</source>
            <translation>Реакції</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="63" />
            <source>force</source>
            <translation>сила</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="65" />
            <source>Drift of the first integrals</source>
            <translation>Дрейф перших інтегралів</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="65" />
            <source>I(t) − I(0)</source>
            <translation>I(t) − I(0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="78" />
            <source>Choose…</source>
            <translation>Вибрати…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="79" />
            <source>Choose the coordinates to plot</source>
            <translation>Вибрати координати для графіка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="105" />
            <source>Grid</source>
            <translation>Сітка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="107" />
            <source>Show every plot at once instead of one tab each</source>
            <translation>Показати всі графіки одразу, а не на вкладках</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="110" />
            <source>Tabs</source>
            <translation>Вкладки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="112" />
            <source>Show one plot at a time, each in its tab</source>
            <translation>Показувати по одному графіку, кожен на своїй вкладці</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="149" />
            <source>First integrals</source>
            <translation>Перші інтеграли</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="395" />
            <source>{shown} of {total} coordinates</source>
            <translation>{shown} з {total} координат</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="399" />
            <source>Coordinates ({shown} of {total})</source>
            <translation>Координати ({shown} з {total})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="456" />
            <source>unknown file type {suffix} (use .png, .svg or .csv)</source>
            <translation>невідомий тип файлу {suffix} (використовуйте .png, .svg або .csv)</translation>
        </message>
    </context>
    <context>
        <name>PointsSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="208" />
            <source>Positions as formulas of coordinates and t. Leave z empty for a plane model.</source>
            <translation>Положення точок — формули від координат і t. Для плоскої моделі залиште z порожнім.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="217" />
            <source>Name of the point</source>
            <translation>Назва точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="219" />
            <source>— (plane model)</source>
            <translation>— (плоска модель)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="220" />
            <source>none</source>
            <translation>немає</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="228" />
            <source>Point</source>
            <translation>Точка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="230" />
            <source>Mass</source>
            <translation>Маса</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="247" />
            <source>Add point</source>
            <translation>Додати точку</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="251" />
            <source>Links drawn</source>
            <translation>Показані ланки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="252" />
            <source>Trails of</source>
            <translation>Сліди точок</translation>
        </message>
    </context>
    <context>
        <name>PresenterView</name>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="138" />
            <source>mechgui — presenter view</source>
            <translation>mechgui — вигляд доповідача</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="142" />
            <source>Next</source>
            <translation>Далі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="152" />
            <source>Reset timer</source>
            <translation>Скинути таймер</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="179" />
            <source>Notes</source>
            <translation>Нотатки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="181" />
            <source>Parameters</source>
            <translation>Параметри</translation>
        </message>
    </context>
    <context>
        <name>RouthDialog</name>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="50" />
            <source>Effective potential (Routh)</source>
            <translation>Ефективний потенціал (Раус)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="53" />
            <location filename="../../../mechgui/app/docks/routh.py" line="70" />
            <source>Reducing…</source>
            <translation>Пониження порядку…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="68" />
            <source>Nothing is derived yet.</source>
            <translation>Рівняння ще не виведено.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="81" />
            <source>No effective potential: {reason}</source>
            <translation>Ефективного потенціалу немає: {reason}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="89" />
            <source>Cyclic coordinates: {names}</source>
            <translation>Циклічні координати: {names}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="90" />
            <source>Routhian: R = {formula}</source>
            <translation>Функція Рауса: R = {formula}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="91" />
            <source>Effective potential: V_eff({q}) = {formula}</source>
            <translation>Ефективний потенціал: V_eff({q}) = {formula}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="97" />
            <source>Conserved momenta of the initial state: {values}</source>
            <translation>Імпульси початкового стану, що зберігаються: {values}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="123" />
            <source>&amp;Effective potential (Routh)…</source>
            <translation>&amp;Ефективний потенціал (Раус)…</translation>
        </message>
    </context>
    <context>
        <name>SectionPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="50" />
            <source>increasing (q' &gt; 0)</source>
            <translation>зростаючи (q' &gt; 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="51" />
            <source>decreasing (q' &lt; 0)</source>
            <translation>спадаючи (q' &lt; 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="52" />
            <source>both directions</source>
            <translation>в обидва боки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="116" />
            <source>The energy T + V of every orbit</source>
            <translation>Енергія T + V кожної орбіти</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="118" />
            <source>From initial values</source>
            <translation>З початкових умов</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="119" />
            <source>Compute section</source>
            <translation>Побудувати переріз</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="123" />
            <source>Cancel</source>
            <translation>Скасувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="135" />
            <source>Section</source>
            <translation>Переріз</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="141" />
            <source>Orbits</source>
            <translation>Орбіти</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="143" />
            <source>points per orbit</source>
            <translation>точок на орбіту</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="145" />
            <source>Energy</source>
            <translation>Енергія</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="172" />
            <source>A Poincaré section needs a derived Lagrangian model.</source>
            <translation>Для перерізу Пуанкаре потрібна виведена лагранжева модель.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="174" />
            <source>A Poincaré section needs two degrees of freedom without constraints.</source>
            <translation>Для перерізу Пуанкаре потрібні два ступені вільності без в’язей.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="182" />
            <source>The model changed: the section was dropped.</source>
            <translation>Модель змінилася: переріз відкинуто.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="243" />
            <source>The energy must be a number.</source>
            <translation>Енергія має бути числом.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="268" />
            <source>Computing {n} orbits…</source>
            <translation>Обчислення орбіт: {n}…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="272" />
            <source>Cancelled</source>
            <translation>Скасовано</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="296" />
            <source>{points} points of {orbits} orbits at E = {energy}</source>
            <translation>{points} точок {orbits} орбіт при E = {energy}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="308" />
            <source>Failed: {error}</source>
            <translation>Помилка: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="316" />
            <source>Poincaré section {section}, E = {energy}</source>
            <translation>Переріз Пуанкаре {section}, E = {energy}</translation>
        </message>
    </context>
    <context>
        <name>Session</name>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="281" />
            <source>{file} is an example installed with mechgui and is never overwritten; save your model under another name.</source>
            <translation>{file} — приклад, встановлений з mechgui, його ніколи не перезаписують; збережіть модель під іншою назвою.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="286" />
            <source>{file} was changed by another program since it was opened.</source>
            <translation>{file} змінено іншою програмою після відкриття.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="347" />
            <source>Change rows</source>
            <translation>Зміна рядків</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="401" />
            <source>Rename {old} to {new}</source>
            <translation>Перейменувати {old} на {new}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="445" />
            <location filename="../../../mechgui/app/controller.py" line="639" />
            <source>Ready</source>
            <translation>Готово</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="470" />
            <source>Not derived: {key}: {message}</source>
            <translation>Не виведено: {key}: {message}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="470" />
            <source>model</source>
            <translation>модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="472" />
            <source>(and {n} more)</source>
            <translation>(і ще {n})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="513" />
            <source>Deriving the equations…</source>
            <translation>Виведення рівнянь…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="581" />
            <source>Simulating…</source>
            <translation>Моделювання…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="590" />
            <location filename="../../../mechgui/app/controller.py" line="648" />
            <source>Cancelled</source>
            <translation>Скасовано</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="620" />
            <source>Derived</source>
            <translation>Виведено</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="687" />
            <source>Project initial values onto the constraints</source>
            <translation>Перенести початкові значення на в'язі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="709" />
            <source>linearized: δq is the deviation from the equilibrium q*</source>
            <translation>лінеаризовано: δq — відхилення від положення рівноваги q*</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="36" />
            <location filename="../../../mechgui/app/model_edits.py" line="48" />
            <source>a name is needed</source>
            <translation>потрібна назва</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="38" />
            <location filename="../../../mechgui/app/model_edits.py" line="50" />
            <source>must be a plain name like x_1 or phi</source>
            <translation>має бути простою назвою, як-от x_1 або phi</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="40" />
            <location filename="../../../mechgui/app/model_edits.py" line="52" />
            <source>{name!r} is reserved (a function, a constant or the time)</source>
            <translation>{name!r} зарезервовано (функція, стала або час)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="69" />
            <source>Untitled</source>
            <translation>Без назви</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="93" />
            <source>internal error: {kind}: {message}</source>
            <translation>внутрішня помилка: {kind}: {message}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="101" />
            <source>{n} h</source>
            <translation>{n} год</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="103" />
            <source>{n} min</source>
            <translation>{n} хв</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="105" />
            <source>{n} s</source>
            <translation>{n} с</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="106" />
            <source>Simulating… about {steps} steps, {time} in all</source>
            <translation>Моделювання… близько {steps} кроків, загалом {time}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="112" />
            <source>write the link as a pair of points: O-M</source>
            <translation>запишіть ланку як пару точок: O-M</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="113" />
            <source>write the links as pairs of points: O-A, A-B</source>
            <translation>запишіть ланки як пари точок: O-A, A-B</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="186" />
            <source>another constraint has this name</source>
            <translation>інший зв'язок уже має цю назву</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="194" />
            <source>another friction contact has this name</source>
            <translation>інший фрикційний контакт уже має цю назву</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="200" />
            <source>choose a point for the force, or give some Q</source>
            <translation>виберіть точку прикладання сили або задайте Q</translation>
        </message>
    </context>
    <context>
        <name>SimulationSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="453" />
            <source>auto (DOP853)</source>
            <translation>авто (DOP853)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="456" />
            <source>End time t_end</source>
            <translation>Кінцевий час t_end</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="457" />
            <source>Method</source>
            <translation>Метод</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="458" />
            <source>Output step dt</source>
            <translation>Крок виводу dt</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="460" />
            <source>default</source>
            <translation>типово</translation>
        </message>
    </context>
    <context>
        <name>SlideShow</name>
        <message>
            <location filename="../../../mechgui/app/presentation/slideshow.py" line="30" />
            <source>mechgui — slide show</source>
            <translation>mechgui — показ слайдів</translation>
        </message>
    </context>
    <context>
        <name>Slides</name>
        <message>
            <location filename="../../../mechgui/app/presentation/slides.py" line="51" />
            <source>Coordinates: {names}</source>
            <translation>Координати: {names}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/slides.py" line="59" />
            <source>Step {n} of {total} · {group}</source>
            <translation>Крок {n} з {total} · {group}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/slides.py" line="93" />
            <source>{heading} · changed by the edit</source>
            <translation>{heading} · змінено правкою</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/slides.py" line="100" />
            <source>Before: {text}</source>
            <translation>До правки: {text}</translation>
        </message>
    </context>
    <context>
        <name>SteadyMotions</name>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="58" />
            <source>unstable</source>
            <translation>нестійко</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="58" />
            <source>stable (linear approximation)</source>
            <translation>стійко (у лінійному наближенні)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="74" />
            <source>e.g. phi'=3 (empty: the initial rates)</source>
            <translation>напр. phi'=3 (порожньо: початкові швидкості)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="76" />
            <source>The rates of the cyclic coordinates, NAME'=VALUE separated by commas; the steady motions keep the other coordinates at rest</source>
            <translation>Швидкості циклічних координат, ІМ’Я'=ЗНАЧЕННЯ через кому; у стаціонарних рухах решта координат нерухомі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="81" />
            <source>Find steady motions</source>
            <translation>Знайти стаціонарні рухи</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="90" />
            <source>Steady motion</source>
            <translation>Стаціонарний рух</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="90" />
            <source>Stability</source>
            <translation>Стійкість</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="90" />
            <source>ω [rad/s]</source>
            <translation>ω [рад/с]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="90" />
            <source>Growth rate</source>
            <translation>Швидкість зростання</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="101" />
            <source>Steady motions at</source>
            <translation>Стаціонарні рухи при</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="146" />
            <source>The steady motions appear here once the model is derived.</source>
            <translation>Стаціонарні рухи з’являться тут, коли модель буде виведено.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="151" />
            <source>Write the rates as NAME'=VALUE, e.g. phi'=3</source>
            <translation>Запишіть швидкості як ІМ’Я'=ЗНАЧЕННЯ, напр. phi'=3</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="165" />
            <source>Finding the steady motions…</source>
            <translation>Пошук стаціонарних рухів…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="191" />
            <source>{n} steady motions; cyclic: {names}</source>
            <translation>Стаціонарних рухів: {n}; циклічні: {names}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="196" />
            <source>No equilibrium to linearize about: the steady motions at the initial rates of the cyclic coordinates.</source>
            <translation>Немає положення рівноваги для лінеаризації: стаціонарні рухи за початкових швидкостей циклічних координат.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="211" />
            <source>No steady motions: {error}</source>
            <translation>Немає стаціонарних рухів: {error}</translation>
        </message>
    </context>
    <context>
        <name>SweepPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="86" />
            <source>Equilibria (bifurcation diagram)</source>
            <translation>Рівноваги (біфуркаційна діаграма)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="87" />
            <source>Natural frequencies</source>
            <translation>Власні частоти</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="90" />
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="91" />
            <source>Largest value of {name}</source>
            <translation>Найбільше значення {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="92" />
            <source>Time of the event {name}</source>
            <translation>Час події {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="117" />
            <source>The coordinate of the bifurcation diagram</source>
            <translation>Координата біфуркаційної діаграми</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="118" />
            <source>Run</source>
            <translation>Запустити</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="120" />
            <source>Cancel</source>
            <translation>Скасувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="123" />
            <source>Export…</source>
            <translation>Експорт…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="129" />
            <source>Parameter</source>
            <translation>Параметр</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="134" />
            <source>points</source>
            <translation>точок</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="136" />
            <source>Range</source>
            <translation>Діапазон</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="137" />
            <source>Quantity</source>
            <translation>Величина</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="138" />
            <source>Coordinate</source>
            <translation>Координата</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="205" />
            <source>The model has no parameter to sweep.</source>
            <translation>Модель не має параметра для розгортки.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="217" />
            <source>Sweeping {name}…</source>
            <translation>Розгортка за {name}…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="225" />
            <source>Cancelled</source>
            <translation>Скасовано</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="241" />
            <source>{n} rows</source>
            <translation>Рядків: {n}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="249" />
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="285" />
            <source>Failed: {error}</source>
            <translation>Помилка: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="269" />
            <source>Nothing to export yet</source>
            <translation>Поки нічого експортувати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="278" />
            <source>Export sweep</source>
            <translation>Експорт розгортки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="287" />
            <source>Saved {path}</source>
            <translation>Збережено: {path}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="295" />
            <source>Parameter sweep</source>
            <translation>Розгортка за параметром</translation>
        </message>
    </context>
    <context>
        <name>View3D</name>
        <message>
            <location filename="../../../mechgui/app/docks/view3d/view.py" line="469" />
            <source>Drag to turn the camera · wheel to zoom · double-click to reset</source>
            <translation>Перетягніть, щоб повернути камеру · коліщатко — масштаб · подвійне клацання — скинути</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/view3d/view.py" line="496" />
            <source>OpenGL is not available here: the 3D scene is drawn as a 2D projection (perspective, depth-sorted faces).</source>
            <translation>OpenGL тут недоступний: тривимірну сцену показано як двовимірну проєкцію (перспектива, грані впорядковано за глибиною).</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/view3d/view.py" line="538" />
            <source>Body axes: {x} x  {y} y  {z} z</source>
            <translation>Осі тіла: {x} x  {y} y  {z} z</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/view3d/view.py" line="544" />
            <source>springs to their anchors ■</source>
            <translation>пружини до точок кріплення ■</translation>
        </message>
    </context>
    <context>
        <name>_Section</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/section.py" line="256" />
            <source>Remove this row</source>
            <translation>Вилучити цей рядок</translation>
        </message>
    </context>
    <context>
        <name>derivation</name>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="22" />
            <location filename="../../../mechgui/engine/lagrange.py" line="308" />
            <source>Kinetic energy</source>
            <translation>Кінетична енергія</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="23" />
            <location filename="../../../mechgui/engine/lagrange.py" line="311" />
            <source>Kinetic energy of the point masses</source>
            <translation>Кінетична енергія матеріальних точок</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="24" />
            <location filename="../../../mechgui/engine/lagrange.py" line="318" />
            <source>Potential energy</source>
            <translation>Потенціальна енергія</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="25" />
            <location filename="../../../mechgui/engine/lagrange.py" line="326" />
            <source>Rayleigh dissipation function</source>
            <translation>Дисипативна функція Релея</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="26" />
            <location filename="../../../mechgui/engine/lagrange.py" line="427" />
            <source>Derivative of T with respect to the velocity of {coordinate}</source>
            <translation>Похідна T за швидкістю {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="27" />
            <location filename="../../../mechgui/engine/lagrange.py" line="436" />
            <source>Its time derivative</source>
            <translation>Її повна похідна за часом</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="28" />
            <location filename="../../../mechgui/engine/lagrange.py" line="445" />
            <source>Derivative of T with respect to {coordinate}</source>
            <translation>Похідна T за {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="29" />
            <location filename="../../../mechgui/engine/lagrange.py" line="454" />
            <source>Generalized force for {coordinate}</source>
            <translation>Узагальнена сила для {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="30" />
            <location filename="../../../mechgui/engine/lagrange.py" line="389" />
            <source>Lagrange equation for {coordinate}</source>
            <translation>Рівняння Лагранжа для {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="31" />
            <location filename="../../../mechgui/engine/lagrange.py" line="463" />
            <source>Lagrange equation of the 2nd kind for {coordinate}</source>
            <translation>Рівняння Лагранжа другого роду для {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="32" />
            <location filename="../../../mechgui/engine/lagrange.py" line="581" />
            <source>Equations in matrix form</source>
            <translation>Рівняння в матричній формі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="33" />
            <location filename="../../../mechgui/engine/lagrange.py" line="535" />
            <source>Solved for the acceleration of {coordinate}</source>
            <translation>Розв'язано відносно прискорення {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="34" />
            <location filename="../../../mechgui/engine/lagrange.py" line="561" />
            <source>Reaction of the constraint {coordinate}</source>
            <translation>Реакція зв'язку {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="35" />
            <source>Constraint {coordinate}</source>
            <translation>Зв'язок {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="36" />
            <source>Unilateral constraint {coordinate} (holds while its reaction is &gt;= 0)</source>
            <translation>Односторонній зв'язок {coordinate} (діє, поки його реакція &gt;= 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="39" />
            <source>Nonholonomic constraint {coordinate}</source>
            <translation>Неголономний зв'язок {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="40" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="71" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="62" />
            <source>Differentiated once</source>
            <translation>Продиференційовано один раз</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="41" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="71" />
            <source>Differentiated twice</source>
            <translation>Продиференційовано двічі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="42" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="83" />
            <source>Generalized constraint forces of {coordinate}</source>
            <translation>Узагальнені реакції зв'язку {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="43" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="121" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="96" />
            <source>Dry friction at {coordinate}: slip velocity and friction force</source>
            <translation>Сухе тертя в контакті {coordinate}: швидкість проковзування і сила тертя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="46" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="154" />
            <source>Accelerations and reactions together (every constraint active)</source>
            <translation>Прискорення і реакції разом (усі зв'язки діють)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="49" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="241" />
            <source>Reduced system: the constraints give the excess coordinates explicitly</source>
            <translation>Зведена система: зв'язки явно виражають зайві координати</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="52" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="251" />
            <source>Reduced equation of motion</source>
            <translation>Зведене рівняння руху</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="53" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="251" />
            <source>Reaction as a function of the state</source>
            <translation>Реакція як функція стану</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="87" />
            <source>(sliding)</source>
            <translation>(ковзання)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="88" />
            <source>(stuck)</source>
            <translation>(зчеплення)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="42" />
            <source>Potential energy of gravity</source>
            <translation>Потенціальна енергія сили тяжіння</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="43" />
            <source>Kinetic energy of the body {coordinate} by König's theorem</source>
            <translation>Кінетична енергія тіла {coordinate} за теоремою Кеніга</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="44" />
            <source>Kinetic energy of the body {coordinate} by König's theorem (angular velocity in body axes)</source>
            <translation>Кінетична енергія тіла {coordinate} за теоремою Кеніга (кутова швидкість в осях тіла)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="47" />
            <source>Potential energy of the spring {coordinate}</source>
            <translation>Потенціальна енергія пружини {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="48" />
            <source>Dissipation function of the damper {coordinate}</source>
            <translation>Дисипативна функція демпфера {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="49" />
            <source>Generalized forces of the torque {coordinate} by virtual work</source>
            <translation>Узагальнені сили моменту {coordinate} за принципом можливих переміщень</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="50" />
            <source>Kinetic energy of the point masses and bodies</source>
            <translation>Кінетична енергія точкових мас і тіл</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="31" />
            <source>Generalized momentum of {coordinate}</source>
            <translation>Узагальнений імпульс {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="32" />
            <source>Velocity of {coordinate} from the momenta</source>
            <translation>Швидкість {coordinate} через імпульси</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="33" />
            <source>Hamiltonian</source>
            <translation>Функція Гамільтона</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="34" />
            <source>Hamilton's equation for {coordinate}</source>
            <translation>Рівняння Гамільтона для {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="35" />
            <source>Hamilton's equation for the momentum of {coordinate}</source>
            <translation>Рівняння Гамільтона для імпульсу {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/integrals.py" line="52" />
            <source>Cyclic coordinate {coordinate}: its momentum is conserved</source>
            <translation>Циклічна координата {coordinate}: її імпульс зберігається</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/integrals.py" line="53" />
            <source>Routhian of the cyclic coordinates</source>
            <translation>Функція Рауса циклічних координат</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/integrals.py" line="54" />
            <source>Energy integral</source>
            <translation>Інтеграл енергії</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/integrals.py" line="55" />
            <source>Jacobi integral</source>
            <translation>Інтеграл Якобі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/lagrange.py" line="386" />
            <source>Routh's equation with multipliers for {coordinate}</source>
            <translation>Рівняння Рауса з множниками для {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/lagrange.py" line="387" />
            <source>Lagrange equation of the 1st kind for {coordinate}</source>
            <translation>Рівняння Лагранжа першого роду для {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/lagrange.py" line="388" />
            <source>Lagrange equation with multipliers for {coordinate}</source>
            <translation>Рівняння Лагранжа з множниками для {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="296" />
            <source>Euler's equation about body axis 1 of {coordinate}</source>
            <translation>Динамічне рівняння Ейлера відносно осі 1 тіла {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="296" />
            <source>Euler's equation about body axis 2 of {coordinate}</source>
            <translation>Динамічне рівняння Ейлера відносно осі 2 тіла {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="296" />
            <source>Euler's equation about body axis 3 of {coordinate}</source>
            <translation>Динамічне рівняння Ейлера відносно осі 3 тіла {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="439" />
            <source>Rotational leapfrog (Fincham, Mol. Simul. 8, 165 (1992))</source>
            <translation>Обертальний leapfrog (Fincham, Mol. Simul. 8, 165 (1992))</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="325" />
            <source>State: unit quaternion and angular momentum (world frame)</source>
            <translation>Стан: одиничний кватерніон і кінетичний момент (нерухома система координат)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="333" />
            <source>Quaternion kinematics</source>
            <translation>Кінематика кватерніона</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="341" />
            <source>Angular momentum about the fixed centre</source>
            <translation>Кінетичний момент відносно нерухомої точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="375" />
            <source>Kinetic energy of {coordinate}</source>
            <translation>Кінетична енергія тіла {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="391" />
            <source>Spring force and torque</source>
            <translation>Сила і момент пружини</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="426" />
            <source>Potential energy of the springs</source>
            <translation>Потенціальна енергія пружин</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="410" />
            <source>Spring {coordinate}</source>
            <translation>Пружина {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="304" />
            <source>Symmetry behind p_{coordinate}: L does not change when {coordinate} is shifted</source>
            <translation>Симетрія, що стоїть за p_{coordinate}: L не змінюється при зсуві {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="305" />
            <source>Symmetry behind p_{coordinate}: shifting {coordinate} rotates every mass about a fixed axis</source>
            <translation>Симетрія, що стоїть за p_{coordinate}: зсув {coordinate} повертає всі маси навколо нерухомої осі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="308" />
            <source>Symmetry behind p_{coordinate}: shifting {coordinate} translates every mass</source>
            <translation>Симетрія, що стоїть за p_{coordinate}: зсув {coordinate} переносить усі маси поступально</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="311" />
            <source>Symmetry: L does not change when every mass is rotated about a fixed axis</source>
            <translation>Симетрія: L не змінюється при повороті всіх мас навколо нерухомої осі</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="312" />
            <source>Symmetry: L does not change when every mass is translated</source>
            <translation>Симетрія: L не змінюється при паралельному перенесенні всіх мас</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="313" />
            <source>Symmetry: L does not depend on t (a shift of time)</source>
            <translation>Симетрія: L не залежить від t (зсув часу)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="314" />
            <source>Noether's theorem: the quantity this symmetry conserves</source>
            <translation>Теорема Нетер: величина, яку зберігає ця симетрія</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="315" />
            <source>Conserved momentum of the whole system</source>
            <translation>Імпульс усієї системи, що зберігається</translation>
        </message>
    </context>
    <context>
        <name>examples</name>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="42" />
            <source>Pendulums</source>
            <translation>Маятники</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="49" />
            <source>Constraints, contact and friction</source>
            <translation>Зв'язки, контакт і тертя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="59" />
            <source>Oscillations and chains</source>
            <translation>Коливання й ланцюжки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="64" />
            <source>Rigid bodies</source>
            <translation>Тверді тіла</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="74" />
            <source>Other</source>
            <translation>Інше</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="78" />
            <source>Bead on a rotating hoop</source>
            <translation>Намистина на обертовому кільці</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="79" />
            <source>Block on a moving belt held by a spring (stick-slip)</source>
            <translation>Брусок на рухомій стрічці на пружині (прилипання й проковзування)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="80" />
            <source>Blocks on inclines joined by a cord over pulleys</source>
            <translation>Вантажі на похилих площинах, зв'язані ниткою через блоки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="81" />
            <source>Cube on corner springs (rotational leapfrog)</source>
            <translation>Куб на пружинах у вершинах (обертальний leapfrog)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="82" />
            <source>Double pendulum</source>
            <translation>Подвійний маятник</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="83" />
            <source>Double pendulum with Störmer–Verlet</source>
            <translation>Подвійний маятник, метод Штермера–Верле</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="84" />
            <source>Free asymmetric top: the intermediate-axis (Dzhanibekov) flip</source>
            <translation>Вільна несиметрична дзиґа: переворот навколо середньої осі (ефект Джанібекова)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="85" />
            <source>Particle sliding off a smooth hemisphere</source>
            <translation>Частинка, що зісковзує з гладкої півсфери</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="86" />
            <source>Rod on two knife edges turning at a constant rate (Routh's equations)</source>
            <translation>Стрижень на двох ножових опорах, що обертаються зі сталою швидкістю (рівняння Рауса)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="89" />
            <source>Chain of five masses driven at one end by a harmonic force</source>
            <translation>Ланцюжок із п'яти мас із гармонічною силою на кінці</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="90" />
            <source>Pendulum on a thread hitting the nail</source>
            <translation>Маятник на нитці, що зачіпає цвях</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="91" />
            <source>Ball on a rod held by a cord (two multipliers)</source>
            <translation>Куля на стрижні, утримуваному ниткою (два множники)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="92" />
            <source>Simple pendulum</source>
            <translation>Математичний маятник</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="93" />
            <source>Spring (elastic) pendulum</source>
            <translation>Пружинний (пружний) маятник</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="94" />
            <source>Three-mass torsional shaft line with damping, driving and load moments</source>
            <translation>Тримасовий валопровід із демпфуванням, рушійним моментом і моментом навантаження</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="97" />
            <source>Block on a sliding wedge (Lagrange equations of the 1st kind)</source>
            <translation>Брусок на ковзному клині (рівняння Лагранжа першого роду)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="98" />
            <source>Puck on a rough plane (vector dry friction)</source>
            <translation>Шайба на шорсткій площині (векторне сухе тертя)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="99" />
            <source>Physical pendulum: a rod swinging about one end</source>
            <translation>Фізичний маятник: стрижень, що гойдається навколо кінця</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="100" />
            <source>Disc rolling down an incline</source>
            <translation>Диск, що скочується похилою площиною</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="101" />
            <source>Ladder sliding down a smooth wall</source>
            <translation>Драбина, що сповзає гладкою стіною</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="102" />
            <source>Heavy symmetric top (Lagrange top) in Euler angles</source>
            <translation>Важка симетрична дзиґа (дзиґа Лагранжа) в кутах Ейлера</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="103" />
            <source>Disc rolling on a plane (nonholonomic, Euler angles)</source>
            <translation>Диск, що котиться площиною (неголономний, кути Ейлера)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="104" />
            <source>Two carts joined by a spring and a damper</source>
            <translation>Два візки, з'єднані пружиною і демпфером</translation>
        </message>
    </context>
    <context>
        <name>language</name>
        <message>
            <location filename="../../../mechgui/app/example_texts.py" line="24" />
            <source>en</source>
            <translation>uk</translation>
        </message>
    </context>
</TS>
