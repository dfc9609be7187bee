<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
    <context>
        <name>AnimationView</name>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="194" />
            <source>The animation appears here once the model is simulated.</source>
            <translation>Анимация появится здесь после расчёта модели.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="201" />
            <location filename="../../../mechgui/app/docks/animation/view.py" line="566" />
            <source>Run</source>
            <translation>Запустить</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="202" />
            <source>Run / pause the animation (Space)</source>
            <translation>Запустить / приостановить анимацию (Пробел)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="204" />
            <source>Reset</source>
            <translation>Сброс</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="205" />
            <source>Back to t = 0</source>
            <translation>Назад к t = 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="206" />
            <source>Loop</source>
            <translation>Повтор</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="209" />
            <source>Time: drag to scrub</source>
            <translation>Время: перетащите ползунок для перемотки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="217" />
            <source>Playback speed</source>
            <translation>Скорость воспроизведения</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="230" />
            <source>Speed</source>
            <translation>Скорость</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="423" />
            <source>stuck</source>
            <translation>залипание</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="523" />
            <source>3D model: showing the x–y projection</source>
            <translation>Трёхмерная модель: показана проекция на плоскость x–y</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="559" />
            <source>Pause</source>
            <translation>Пауза</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="695" />
            <source>{name}: holds</source>
            <translation>{name}: напряжена</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="698" />
            <source>{name}: released</source>
            <translation>{name}: ослаблена</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="703" />
            <source>{name}: stuck</source>
            <translation>{name}: залипание</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/animation/view.py" line="706" />
            <source>{name}: slipping</source>
            <translation>{name}: проскальзывание</translation>
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
            <translation>Закрыть</translation>
        </message>
    </context>
    <context>
        <name>BodiesSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="58" />
            <source>A planar body moves with the coordinates: its centre of mass (a point or a position) and its angle; the inertia is about the centre of mass. A spatial body turns by successive rotations about its axes. A free body rotates about a fixed centre from an initial rotation (axis, angle) and angular velocity.</source>
            <translation>Плоское тело движется вместе с координатами: его центр масс (точка или положение) и угол поворота; момент инерции — относительно центра масс. Пространственное тело поворачивается последовательными поворотами вокруг своих осей. Свободное тело вращается вокруг неподвижного центра из начального поворота (ось, угол) с начальной угловой скоростью.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="66" />
            <source>Add body</source>
            <translation>Добавить тело</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="72" />
            <source>planar</source>
            <translation>плоское</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="73" />
            <source>in space</source>
            <translation>в 3D</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="74" />
            <source>free, fixed centre</source>
            <translation>свободное, центр неподвижен</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="79" />
            <source>Planar: moves with the coordinates by its centre and angle. In space: by its centre and successive rotations. Free: turns about a fixed centre.</source>
            <translation>Плоское: движется с координатами — центр и угол. В пространстве: центр и последовательные повороты. Свободное: вращается вокруг неподвижного центра.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="88" />
            <source>Body</source>
            <translation>Тело</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="88" />
            <source>Kind</source>
            <translation>Вид</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="88" />
            <source>Mass</source>
            <translation>Масса</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="102" />
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="127" />
            <source>Inertia</source>
            <translation>Моменты инерции</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="103" />
            <source>Axis</source>
            <translation>Ось</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="104" />
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="132" />
            <source>Angle</source>
            <translation>Угол</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="122" />
            <source>About the centre of mass, perpendicular to the plane</source>
            <translation>Относительно центра масс, перпендикулярно плоскости</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="124" />
            <source>Principal moments of inertia (body axes), or a 3×3 matrix</source>
            <translation>Главные моменты инерции (оси тела) или матрица 3×3</translation>
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
            <translation>Его поворот в плоскости: формула координат</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="136" />
            <source>Rotations</source>
            <translation>Повороты</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="148" />
            <source>position:</source>
            <translation>положение:</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="149" />
            <source>The centre of mass: a point, or a position</source>
            <translation>Центр масс: точка или положение</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="177" />
            <source>The body axis it turns about</source>
            <translation>Ось тела, вокруг которой поворот</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="179" />
            <source>e.g. psi</source>
            <translation>напр. psi</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="186" />
            <source>Add rotation</source>
            <translation>Добавить поворот</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="187" />
            <source>Successive rotations, each about an axis of the turned body</source>
            <translation>Последовательные повороты, каждый вокруг оси уже повёрнутого тела</translation>
        </message>
    </context>
    <context>
        <name>ChainDialog</name>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="104" />
            <source>New chain</source>
            <translation>Новая цепочка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="149" />
            <source>Torsional shaft line (discs J, shafts c)</source>
            <translation>Крутильная система валопровода (диски J, валы c)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="152" />
            <source>Translational chain (masses m, springs k)</source>
            <translation>Поступательная цепочка (массы m, пружины k)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="159" />
            <source>left end (mass 1) to the ground</source>
            <translation>левый конец (масса 1) к основанию</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="160" />
            <source>right end (mass n) to the ground</source>
            <translation>правый конец (масса n) к основанию</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="161" />
            <source>both ends to the ground</source>
            <translation>оба конца к основанию</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="162" />
            <source>free at both ends</source>
            <translation>оба конца свободны</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="166" />
            <source>Stiffness of the shaft/spring from the ground to mass 1</source>
            <translation>Жёсткость вала/пружины между основанием и массой 1</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="168" />
            <source>Internal damping of that shaft/spring</source>
            <translation>Внутреннее демпфирование этого вала/пружины</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="172" />
            <source>Kind</source>
            <translation>Вид</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="173" />
            <source>Number of masses n</source>
            <translation>Число масс n</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="174" />
            <source>Ground</source>
            <translation>Крепление</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="176" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="333" />
            <source>stiffness</source>
            <translation>жёсткость</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="179" />
            <source>internal damping</source>
            <translation>внутреннее демпфирование</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="184" />
            <source>Ground to mass 1</source>
            <translation>Основание — масса 1</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="185" />
            <source>Simulate until t =</source>
            <translation>Моделировать до t =</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="191" />
            <source>Fill all rows</source>
            <translation>Заполнить все строки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="192" />
            <source>Put the values above into every row (empty: keep)</source>
            <translation>Записать значения сверху во все строки (пустое поле: не менять)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="204" />
            <source>Loads (formulas of t and the parameters; empty: none)</source>
            <translation>Нагрузки (формулы от t и параметров; пусто: нет нагрузки)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="209" />
            <source>Parameters the loads use: NAME=VALUE, separated by commas</source>
            <translation>Параметры, используемые в нагрузках: ИМЯ=ЗНАЧЕНИЕ через запятую</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="216" />
            <source>Their parameters</source>
            <translation>Их параметры</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="234" />
            <source>inertia J</source>
            <translation>момент инерции J</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="235" />
            <source>stiffness c to next</source>
            <translation>жёсткость c до следующего</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="236" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="243" />
            <source>ext. damping b</source>
            <translation>внешн. демпфирование b</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="237" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="244" />
            <source>int. damping β</source>
            <translation>внутр. демпфирование β</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="241" />
            <source>mass m</source>
            <translation>масса m</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="242" />
            <source>stiffness k to next</source>
            <translation>жёсткость k до следующей</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="256" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="271" />
            <source>moment</source>
            <translation>Момент</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="256" />
            <location filename="../../../mechgui/app/chain_dialog.py" line="271" />
            <source>force</source>
            <translation>Сила</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="257" />
            <source>Driving {what} at mass 1</source>
            <translation>{what} привода (масса 1)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="272" />
            <source>Load {what} at mass {n}</source>
            <translation>{what} нагрузки (масса {n})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="291" />
            <source>to the ground</source>
            <translation>к основанию</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="295" />
            <source>the last mass has no next one (free end)</source>
            <translation>у последней массы нет следующей (свободный конец)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="332" />
            <source>inertia/mass</source>
            <translation>момент инерции/масса</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="338" />
            <source>row {row}: the {what} is empty</source>
            <translation>строка {row}: не заполнено поле «{what}»</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/chain_dialog.py" line="358" />
            <source>write the load parameters as NAME=VALUE, separated by commas ({text})</source>
            <translation>запишите параметры нагрузок в виде ИМЯ=ЗНАЧЕНИЕ через запятую ({text})</translation>
        </message>
    </context>
    <context>
        <name>ComparePanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="86" />
            <source>Rotational leapfrog vs RK45</source>
            <translation>Вращательный leapfrog и RK45</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="90" />
            <source>Leapfrog, implicit leapfrog, RK45</source>
            <translation>Leapfrog, неявный leapfrog, RK45</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="98" />
            <source>Leapfrog vs RK4 vs Euler (same dt)</source>
            <translation>Leapfrog, RK4 и Эйлер (одинаковый dt)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="108" />
            <source>Verlet vs RK45</source>
            <translation>Штёрмер–Верле и RK45</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="112" />
            <source>Verlet, implicit midpoint, RK45</source>
            <translation>Штёрмер–Верле, неявный метод средней точки, RK45</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="120" />
            <source>Verlet vs RK4 vs Euler (same dt)</source>
            <translation>Штёрмер–Верле, RK4 и Эйлер (одинаковый dt)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="248" />
            <source>Remove this method</source>
            <translation>Удалить этот метод</translation>
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
            <translation>Допустимая относительная погрешность адаптивного метода</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="274" />
            <source>Fixed time step (s)</source>
            <translation>Постоянный шаг по времени (s)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="288" />
            <source>Method</source>
            <translation>Метод</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="289" />
            <source>Steps</source>
            <translation>Шаги</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="290" />
            <source>f evals</source>
            <translation>Вычисл. f</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="291" />
            <source>Wall time (s)</source>
            <translation>Время счёта (s)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="292" />
            <source>Final ΔE/E₀</source>
            <translation>ΔE/E₀ в конце</translation>
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
            <translation>Готовый набор методов для демонстрации</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="347" />
            <source>Custom</source>
            <translation>Свой набор</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="350" />
            <source>Duration of every run (s); empty: the model's t_end</source>
            <translation>Длительность каждого расчёта (s); пусто: t_end модели</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="351" />
            <source>Run comparison</source>
            <translation>Запустить сравнение</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="354" />
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="357" />
            <source>Add method</source>
            <translation>Добавить метод</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="358" />
            <source>Log scale |ΔE/E₀|</source>
            <translation>Лог. шкала |ΔE/E₀|</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="359" />
            <source>Show the magnitude of the relative energy error on a log axis</source>
            <translation>Показывать модуль относительной погрешности энергии в логарифмическом масштабе</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="366" />
            <source>Preset</source>
            <translation>Набор</translation>
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
            <translation>Не является положительным числом: {text!r}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="494" />
            <source>Fix the model's errors first.</source>
            <translation>Сначала исправьте ошибки в модели.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="497" />
            <source>The model is not derived yet: wait for the equations.</source>
            <translation>Уравнения модели ещё не выведены: дождитесь окончания вывода.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="505" />
            <source>t_end must be a positive number</source>
            <translation>t_end должно быть положительным числом</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="517" />
            <source>Running {n} methods…</source>
            <translation>Выполняется расчёт (методов: {n})…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="523" />
            <source>Comparison cancelled</source>
            <translation>Сравнение отменено</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="544" />
            <source>Same model, same initial state, t = 0 … {t} s.</source>
            <translation>Одна и та же модель и начальное состояние, t = 0 … {t} s.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="554" />
            <source>Comparison failed: {error}</source>
            <translation>Сравнение не удалось: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="611" />
            <source>Implicit method: the evaluations per step vary</source>
            <translation>Неявный метод: число вычислений на шаге непостоянно</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="622" />
            <source>|E − E₀| / |E₀|</source>
            <translation>|E − E₀| / |E₀|</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/compare/panel.py" line="653" />
            <source>Relative energy error</source>
            <translation>Относительная погрешность энергии</translation>
        </message>
    </context>
    <context>
        <name>ConstraintsSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="43" />
            <source>Holonomic: f(q, t) = 0. Unilateral: f ≥ 0 while the reaction pushes or pulls (a thread, a surface). Nonholonomic: f linear in the velocities, = 0. The reaction is the constraint's multiplier.</source>
            <translation>Голономная: f(q, t) = 0. Односторонняя (неудерживающая): f ≥ 0, пока реакция толкает или тянет (нить, поверхность). Неголономная: f линейна по скоростям, = 0. Реакция — множитель Лагранжа этой связи.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="50" />
            <source>Add constraint</source>
            <translation>Добавить связь</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="57" />
            <source>holonomic (f = 0)</source>
            <translation>голономная (f = 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="58" />
            <source>unilateral (f ≥ 0)</source>
            <translation>односторонняя (f ≥ 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="59" />
            <source>nonholonomic (velocities)</source>
            <translation>неголономная (по скоростям)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="62" />
            <source>Name of the constraint (used by events and the view)</source>
            <translation>Имя связи (используется в событиях и при отображении)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="66" />
            <source>e.g. L - r</source>
            <translation>напр. L - r</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="77" />
            <source>Name of the multiplier (the constraint force), reported in the results</source>
            <translation>Имя множителя (силы реакции связи), выводится в результатах</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="82" />
            <source>Coefficient of the impact when the constraint engages again</source>
            <translation>Коэффициент восстановления при ударе, когда связь снова становится напряжённой</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="85" />
            <source>e.g. O-M</source>
            <translation>напр. O-M</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="87" />
            <source>The link the animation draws for this constraint: solid while it holds, dashed once released</source>
            <translation>Звено, которое анимация рисует для этой связи: сплошная линия, пока связь напряжена, штриховая — после её ослабления</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="93" />
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="94" />
            <source>Kind</source>
            <translation>Вид</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="96" />
            <source>Reaction</source>
            <translation>Реакция</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="97" />
            <source>Restitution</source>
            <translation>Коэф. восстановления</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="98" />
            <source>Drawn as</source>
            <translation>Рисуется как</translation>
        </message>
    </context>
    <context>
        <name>CoordinatesSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="147" />
            <source>Generalized coordinates in order. A driven coordinate is a known function of t.</source>
            <translation>Обобщённые координаты по порядку. Заданная координата — известная функция t.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="151" />
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="151" />
            <source>Driven</source>
            <translation>Задана</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="164" />
            <source>A prescribed motion f(t), not a degree of freedom</source>
            <translation>Заданный закон движения f(t), а не степень свободы</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="165" />
            <source>f(t), e.g. omega*t</source>
            <translation>f(t), напр. omega*t</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="185" />
            <source>Add coordinate</source>
            <translation>Добавить координату</translation>
        </message>
    </context>
    <context>
        <name>CrashReporter</name>
        <message>
            <location filename="../../../mechgui/app/crash.py" line="130" />
            <source>An internal error occurred: {error}. mechgui keeps running; the details are in {log}.</source>
            <translation>Произошла внутренняя ошибка: {error}. mechgui продолжает работать; подробности в {log}.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/crash.py" line="133" />
            <source>Internal error: {error} (mechgui keeps running; details in the log)</source>
            <translation>Внутренняя ошибка: {error} (mechgui продолжает работать; подробности в журнале)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/crash.py" line="136" />
            <source>({n} errors so far)</source>
            <translation>(всего ошибок: {n})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/crash.py" line="142" />
            <source>Internal error</source>
            <translation>Внутренняя ошибка</translation>
        </message>
    </context>
    <context>
        <name>DerivationPane</name>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="148" />
            <source>Deriving…</source>
            <translation>Вывод уравнений…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="371" />
            <source>too large to typeset</source>
            <translation>слишком велико для отрисовки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="464" />
            <source>With {count} coordinates the mass matrix is not inverted symbolically: the simulation solves M q̈ = f numerically at every time step.</source>
            <translation>При числе координат {count} матрица масс не обращается символьно: при моделировании система M q̈ = f решается численно на каждом шаге по времени.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="668" />
            <source>Copy LaTeX</source>
            <translation>Копировать LaTeX</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="669" />
            <source>Copy as text</source>
            <translation>Копировать как текст</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="670" />
            <source>Copy as image</source>
            <translation>Копировать как изображение</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="672" />
            <source>Save equation as SVG…</source>
            <translation>Сохранить уравнение как SVG…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="673" />
            <source>Save equation as PNG…</source>
            <translation>Сохранить уравнение как PNG…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="684" />
            <source>Save equation as SVG</source>
            <translation>Сохранить уравнение как SVG</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="684" />
            <source>SVG image (*.svg)</source>
            <translation>Изображение SVG (*.svg)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="686" />
            <source>Save equation as PNG</source>
            <translation>Сохранить уравнение как PNG</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="686" />
            <source>PNG image (*.png)</source>
            <translation>Изображение PNG (*.png)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/pane.py" line="698" />
            <source>Could not save the equation: {error}</source>
            <translation>Не удалось сохранить уравнение: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/sections.py" line="179" />
            <source>Click to collapse</source>
            <translation>Щёлкните, чтобы свернуть</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/sections.py" line="179" />
            <source>Click to expand</source>
            <translation>Щёлкните, чтобы развернуть</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/sections.py" line="219" />
            <source>{count} more</source>
            <translation>Ещё {count}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/sections.py" line="246" />
            <source>Intermediate steps ({count})</source>
            <translation>Промежуточные шаги ({count})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="163" />
            <source>Energies</source>
            <translation>Энергии</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="164" />
            <source>Solution</source>
            <translation>Решение</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="165" />
            <source>Constraints</source>
            <translation>Связи</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="166" />
            <source>Reduced system</source>
            <translation>Приведённая система</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="167" />
            <source>First integrals</source>
            <translation>Первые интегралы</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="168" />
            <source>Legendre transform</source>
            <translation>Преобразование Лежандра</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="169" />
            <source>Hamilton's equations</source>
            <translation>Уравнения Гамильтона</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="170" />
            <source>Rigid-body motion</source>
            <translation>Движение твёрдого тела</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="171" />
            <source>Springs</source>
            <translation>Пружины</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="172" />
            <source>Integration method</source>
            <translation>Метод интегрирования</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="173" />
            <source>Body {coordinate}</source>
            <translation>Тело {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="174" />
            <source>Coordinate {coordinate}</source>
            <translation>Координата {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="178" />
            <source>Other steps</source>
            <translation>Прочие шаги</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/views.py" line="223" />
            <source>Could not typeset this equation: {message}</source>
            <translation>Не удалось отрисовать это уравнение: {message}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/views.py" line="475" />
            <source>{title} (shown as text: cannot typeset)</source>
            <translation>{title} (показано текстом: отрисовка невозможна)</translation>
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
            <translation>Параметры</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="131" />
            <source>Coordinates</source>
            <translation>Координаты</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="132" />
            <source>Points</source>
            <translation>Точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="133" />
            <source>Energy</source>
            <translation>Энергия</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="134" />
            <source>Forces</source>
            <translation>Силы</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="135" />
            <source>Constraints</source>
            <translation>Связи</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="136" />
            <source>Friction</source>
            <translation>Трение</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="137" />
            <source>Events</source>
            <translation>События</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="138" />
            <source>Bodies</source>
            <translation>Тела</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="139" />
            <source>Elements</source>
            <translation>Элементы</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/panel.py" line="140" />
            <source>Simulation</source>
            <translation>Моделирование</translation>
        </message>
    </context>
    <context>
        <name>ElementsSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="227" />
            <source>A spring or damper acts between two points, or on an angle (torsional). A torque turns a planar body (the reacting body takes the opposite torque) or acts on an angle. A spring may also tie a point of a free body (body frame) to a fixed anchor (world frame).</source>
            <translation>Пружина или демпфер действует между двумя точками или на угол (крутильный). Момент поворачивает плоское тело (реактивное тело получает противоположный момент) или действует на угол. Пружина может также связывать точку свободного тела (в осях тела) с неподвижной опорой (в мировых осях).</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="235" />
            <source>Add spring</source>
            <translation>Добавить пружину</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="237" />
            <source>Add damper</source>
            <translation>Добавить демпфер</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="239" />
            <source>Add torque</source>
            <translation>Добавить момент</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="246" />
            <source>two points</source>
            <translation>две точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="247" />
            <source>on an angle</source>
            <translation>на угол</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="248" />
            <source>on a body</source>
            <translation>на тело</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="249" />
            <source>body to anchor</source>
            <translation>тело — опора</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="254" />
            <source>Between two points; on an angle (torsional); on a planar body; or from a point of a free body to a fixed anchor</source>
            <translation>Между двумя точками; на угол (крутильный); на плоское тело; или от точки свободного тела к неподвижной опоре</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="273" />
            <source>e.g. phi_2 - phi_1</source>
            <translation>напр. phi_2 - phi_1</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="274" />
            <source>Angle</source>
            <translation>Угол</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="287" />
            <source>From point</source>
            <translation>От точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="287" />
            <source>To point</source>
            <translation>До точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="290" />
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="290" />
            <source>optional</source>
            <translation>необязательно</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="303" />
            <source>Rest length (an angle's rest value for a torsional spring)</source>
            <translation>Длина в покое (для крутильной пружины — угол в покое)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="304" />
            <source>Spring</source>
            <translation>Пружина</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="311" />
            <source>Rest length</source>
            <translation>Длина в покое</translation>
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
            <translation>Коэффициент демпфирования: D получает c/2, умноженное на квадрат скорости</translation>
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
            <translation>На тело</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="372" />
            <source>(none)</source>
            <translation>(нет)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="373" />
            <source>The body that takes the opposite torque</source>
            <translation>Тело, получающее противоположный момент</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/body_sections.py" line="376" />
            <source>Reacting body</source>
            <translation>Реактивное тело</translation>
        </message>
    </context>
    <context>
        <name>EnergySection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="280" />
            <source>Kinetic energy T</source>
            <translation>Кинетическая энергия T</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="280" />
            <source>empty: assembled from the point masses</source>
            <translation>пусто: вычисляется по массам точек</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="281" />
            <source>Potential energy V</source>
            <translation>Потенциальная энергия V</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="281" />
            <source>empty: no potential energy</source>
            <translation>пусто: потенциальной энергии нет</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="282" />
            <source>Dissipation function D</source>
            <translation>Диссипативная функция D</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="282" />
            <source>empty: no dissipation</source>
            <translation>пусто: без диссипации</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="285" />
            <source>Added kinetic energy T_extra</source>
            <translation>Добавочная кинетическая энергия T_extra</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="286" />
            <source>empty: T is only the assembled one</source>
            <translation>пусто: T только собранная</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="294" />
            <source>T may be left empty: it is then assembled from the point masses and bodies. Use phi' for the velocity of phi.</source>
            <translation>T можно оставить пустой: тогда она собирается из точечных масс и тел. Скорость phi записывается как phi'.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="310" />
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="313" />
            <source>V gains −m g·r for every point mass and body; empty: no gravity</source>
            <translation>V получает −m g·r для каждой точечной массы и тела; пусто: без тяжести</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="318" />
            <source>Gravity</source>
            <translation>Сила тяжести</translation>
        </message>
    </context>
    <context>
        <name>EngineMessages</name>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="23" />
            <source>unknown point {name} (did you mean {close}?)</source>
            <translation>неизвестная точка {name} (может быть, {close}?)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="27" />
            <source>unknown body {name} (did you mean {close}?)</source>
            <translation>неизвестное тело {name} (может быть, {close}?)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="31" />
            <source>the centre is neither a point of [points] nor a position (did you mean {close}?)</source>
            <translation>центр — не точка из [points] и не положение (может быть, {close}?)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="38" />
            <source>parameter {name} is defined below this one (list it first)</source>
            <translation>параметр {name} определён ниже этого (перечислите его раньше)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="44" />
            <source>parameter {name} is defined twice</source>
            <translation>параметр {name} определён дважды</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="48" />
            <source>{name} is both a parameter and a coordinate</source>
            <translation>{name} — одновременно параметр и координата</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="52" />
            <source>reaction {name} is not allowed here</source>
            <translation>реакция {name} здесь недопустима</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="56" />
            <source>a vector slip needs 2 or 3 components, got {got}</source>
            <translation>векторное проскальзывание должно иметь 2 или 3 составляющие, задано {got}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="60" />
            <source>slip component {k} must be linear in the velocities (e.g. {e})</source>
            <translation>составляющая проскальзывания {k} должна быть линейной по скоростям (напр. {e})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="66" />
            <source>the kinetic energy must not contain accelerations</source>
            <translation>кинетическая энергия не должна содержать ускорений</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="70" />
            <source>complex values are not allowed</source>
            <translation>комплексные значения недопустимы</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="74" />
            <source>does not evaluate to a finite real number</source>
            <translation>не вычисляется в конечное вещественное число</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="78" />
            <source>does not evaluate to a number</source>
            <translation>не вычисляется в число</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="80" />
            <source>expected a finite number</source>
            <translation>ожидалось конечное число</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="81" />
            <source>no such file</source>
            <translation>нет такого файла</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="82" />
            <source>not a UTF-8 text file</source>
            <translation>не текстовый файл UTF-8</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="85" />
            <source>not valid TOML: {detail}</source>
            <translation>недопустимый TOML: {detail}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="93" />
            <source>unexpected {text}</source>
            <translation>неожиданное {text}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="94" />
            <source>this model is too large to derive: more than {count} operations in the mass matrix</source>
            <translation>модель слишком велика для вывода уравнений: более {count} операций в матрице масс</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="98" />
            <source>this model is too large to derive: more than {count} operations in the kinetic energy of the point masses</source>
            <translation>модель слишком велика для вывода уравнений: более {count} операций в кинетической энергии точечных масс</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="102" />
            <source>this model is too large to derive: more than {count} operations in the equation of {name}</source>
            <translation>модель слишком велика для вывода уравнений: более {count} операций в уравнении для {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="106" />
            <source>the initial coordinates do not satisfy the constraint (f = {f})</source>
            <translation>начальные координаты не удовлетворяют связи (f = {f})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="109" />
            <source>the initial coordinates violate the unilateral constraint (f = {f} &lt; 0)</source>
            <translation>начальные координаты нарушают одностороннюю связь (f = {f} &lt; 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="112" />
            <source>the initial velocities violate the constraint (df/dt = {v}, must be 0)</source>
            <translation>начальные скорости нарушают связь (df/dt = {v}, должно быть 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="115" />
            <source>the initial coordinates cannot be moved onto the constraint</source>
            <translation>начальные координаты не удаётся перенести на связь</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="118" />
            <source>redundant constraints: {names} are not independent (the system for accelerations and reactions is singular)</source>
            <translation>избыточные связи: {names} не независимы (система для ускорений и реакций вырождена)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="122" />
            <source>redundant constraints: {names} are not independent (their Jacobians are linearly dependent); remove one</source>
            <translation>избыточные связи: {names} не независимы (их якобианы линейно зависимы); уберите одну</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="126" />
            <source>the constraints {names} are redundant or singular near t = {t}</source>
            <translation>связи {names} избыточны или вырождены около t = {t}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="129" />
            <source>friction coefficients need 0 &lt;= mu &lt;= mu_s</source>
            <translation>коэффициенты трения должны удовлетворять 0 &lt;= mu &lt;= mu_s</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="130" />
            <source>restitution must be between 0 and 1</source>
            <translation>коэффициент восстановления должен быть от 0 до 1</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="131" />
            <source>more than {n} mode switches by t = {t}: the motion chatters (Zeno behaviour); a restitution of 0 or a shorter run may help</source>
            <translation>более {n} переключений режима к t = {t}: движение дребезжит (эффект Зенона); поможет коэффициент восстановления 0 или более короткий расчёт</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="135" />
            <source>this run would need about {n} steps ({time}, estimated from its first {k}), more than the limit of {limit}: a shorter run, looser tolerances or --max-steps</source>
            <translation>этому расчёту понадобится около {n} шагов ({time}, оценка по первым {k}), больше предела {limit}: сократите расчёт, ослабьте допуски или задайте --max-steps</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="139" />
            <source>more than {n} steps by t = {t}: the run is stopped (a shorter run, looser tolerances or --max-steps)</source>
            <translation>более {n} шагов к t = {t}: расчёт остановлен (сократите расчёт, ослабьте допуски или задайте --max-steps)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="143" />
            <source>this run needs about {n} steps (t_end/dt = {t_end}/{dt}), more than the limit of {limit}; choose a larger dt or a shorter run (or --max-steps)</source>
            <translation>этому расчёту нужно около {n} шагов (t_end/dt = {t_end}/{dt}), больше предела {limit}; выберите больший dt или более короткий расчёт (или --max-steps)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="147" />
            <source>the solver failed near t = {t}: {why}</source>
            <translation>решатель не справился около t = {t}: {why}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="148" />
            <source>the motion became non-finite near t = {t}</source>
            <translation>движение стало бесконечным около t = {t}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="149" />
            <source>the mass matrix became singular near t = {t}</source>
            <translation>матрица масс стала вырожденной около t = {t}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="150" />
            <source>the equations became singular during the run ({why})</source>
            <translation>уравнения стали вырожденными во время расчёта ({why})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="151" />
            <source>the equations give a non-finite value at the initial state</source>
            <translation>уравнения дают бесконечное значение в начальном состоянии</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="154" />
            <source>the equations cannot be evaluated at the initial state ({why})</source>
            <translation>уравнения не удаётся вычислить в начальном состоянии ({why})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="157" />
            <source>the mass matrix is singular at the initial state: the kinetic energy must depend on every coordinate's velocity</source>
            <translation>матрица масс вырождена в начальном состоянии: кинетическая энергия должна зависеть от скорости каждой координаты</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="161" />
            <source>the kinetic energy does not depend on {name}' (its row of the mass matrix is zero): every coordinate needs inertia</source>
            <translation>кинетическая энергия не зависит от {name}' (её строка матрицы масс нулевая): у каждой координаты должна быть инерция</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="165" />
            <source>a mass must be positive (it is {value} here)</source>
            <translation>масса должна быть положительной (здесь она {value})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="166" />
            <source>rigid bodies are not supported yet</source>
            <translation>твёрдые тела пока не поддерживаются</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="167" />
            <source>the constraint does not involve any free coordinate</source>
            <translation>связь не содержит ни одной свободной координаты</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="168" />
            <source>a nonholonomic constraint must be linear in the velocities</source>
            <translation>неголономная связь должна быть линейной по скоростям</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="171" />
            <source>a nonholonomic constraint must contain velocities (for a constraint on the coordinates use kind = "holonomic")</source>
            <translation>неголономная связь должна содержать скорости (для связи на координаты используйте kind = "holonomic")</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="175" />
            <source>the slip velocity must be linear in the velocities (e.g. x' - V)</source>
            <translation>скорость проскальзывания должна быть линейной по скоростям (например, x' - V)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="178" />
            <source>the normal force must be linear in the reactions</source>
            <translation>нормальная сила должна быть линейной по реакциям</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="179" />
            <source>expected a table</source>
            <translation>ожидалась таблица</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="180" />
            <source>expected an array</source>
            <translation>ожидался массив</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="181" />
            <source>expected a string</source>
            <translation>ожидалась строка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="182" />
            <source>expected {want} components, got {got}</source>
            <translation>ожидалось компонент: {want}, получено: {got}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="183" />
            <source>not a regular file</source>
            <translation>это не обычный файл</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="184" />
            <source>file too large for a model (more than {n} MB)</source>
            <translation>файл слишком велик для модели (более {n} МБ)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="185" />
            <source>cannot read: {why}</source>
            <translation>не удаётся прочитать: {why}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="186" />
            <source>exponent {e} too large (at most {n} for a power of an expression with names: the derivation would expand it term by term)</source>
            <translation>показатель {e} слишком велик (не более {n} для степени выражения с именами: вывод раскрывал бы её почленно)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="190" />
            <source>the formula is infinite or undefined</source>
            <translation>формула бесконечна или не определена</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="191" />
            <source>the time t is not allowed here</source>
            <translation>время t здесь не допускается</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="192" />
            <source>parameter {name} is not allowed here</source>
            <translation>параметр {name} здесь не допускается</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="193" />
            <source>driven coordinate {name} is not allowed here</source>
            <translation>заданная координата {name} здесь не допускается</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="194" />
            <source>velocity {name}' is not allowed here (only coordinates)</source>
            <translation>скорость {name}' здесь не допускается (только координаты)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="195" />
            <source>the end time must be a positive number</source>
            <translation>время окончания должно быть положительным числом</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="196" />
            <source>the end time is unreasonably large</source>
            <translation>время окончания неразумно велико</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="197" />
            <source>dt must be a positive number</source>
            <translation>dt должно быть положительным числом</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="198" />
            <source>dt gives {n} output samples; choose a larger dt</source>
            <translation>при этом dt получается {n} точек вывода; выберите больший dt</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="199" />
            <source>the model has no coordinates (add at least one)</source>
            <translation>в модели нет координат (добавьте хотя бы одну)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="200" />
            <source>no kinetic energy: give energy.T, or a mass to at least one point</source>
            <translation>нет кинетической энергии: задайте energy.T или массу хотя бы одной точке</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="203" />
            <source>every coordinate is driven: nothing is left to move</source>
            <translation>все координаты заданы: двигаться нечему</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="204" />
            <source>a point needs pos = [x, y] or [x, y, z]</source>
            <translation>точке нужно pos = [x, y] или [x, y, z]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="205" />
            <source>a constraint needs f = "..."</source>
            <translation>связи нужно f = "..."</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="206" />
            <source>an event needs when = "..." (its zero crossing is the event)</source>
            <translation>событию нужно when = "..." (событие — переход этой величины через ноль)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="209" />
            <source>unsupported format (this version reads format {n})</source>
            <translation>неподдерживаемый формат (эта версия читает формат {n})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="210" />
            <source>title too long (at most {n} characters)</source>
            <translation>заголовок слишком длинный (не более {n} символов)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="211" />
            <source>description too long ({n} characters, at most {m})</source>
            <translation>описание слишком длинное ({n} символов, не более {m})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="212" />
            <source>{name} is a reserved name</source>
            <translation>{name} — зарезервированное имя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="213" />
            <source>unknown point {name}</source>
            <translation>неизвестная точка {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="214" />
            <source>unknown key {name} (expected one of: {known})</source>
            <translation>неизвестный ключ {name} (ожидался один из: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="215" />
            <source>unknown parameter {name} (parameters: {known})</source>
            <translation>неизвестный параметр {name} (параметры: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="216" />
            <source>unknown method {name} (known: {known})</source>
            <translation>неизвестный метод {name} (известны: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="217" />
            <source>{name} must be a positive number</source>
            <translation>{name} должно быть положительным числом</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="218" />
            <source>a reaction has no time derivative ({name})</source>
            <translation>у реакции нет производной по времени ({name})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="219" />
            <source>this file is in format {fmt}, written by a newer mechgui; this version reads format {n}. Update mechgui to open it (the file is left unchanged).</source>
            <translation>этот файл в формате {fmt}, записанном более новой версией mechgui; эта версия читает формат {n}. Обновите mechgui, чтобы открыть его (файл не изменён).</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="223" />
            <source>Hamilton's form of a model with {what} is not supported</source>
            <translation>форма Гамильтона для модели с {what} не поддерживается</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="224" />
            <source>a body needs inertia = [I1, I2, I3] (principal moments)</source>
            <translation>телу нужно inertia = [I1, I2, I3] (главные моменты)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="225" />
            <source>a chain needs at least one mass</source>
            <translation>цепочке нужна хотя бы одна масса</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="226" />
            <source>a driven coordinate has no q0/v0: its motion is given</source>
            <translation>у заданной координаты нет q0/v0: её движение задано</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="227" />
            <source>a force needs at + F (a vector at a point) or Q (by coordinate)</source>
            <translation>силе нужно at + F (вектор в точке) или Q (по координатам)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="230" />
            <source>a force vector needs both at = "POINT" and F = [...]</source>
            <translation>вектору силы нужны и at = "POINT", и F = [...]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="231" />
            <source>a friction contact needs {key} = ...</source>
            <translation>контакту с трением нужно {key} = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="232" />
            <source>a link is a pair of point names</source>
            <translation>звено — это пара имён точек</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="233" />
            <source>a spring needs k &gt;= 0 and rest &gt;= 0</source>
            <translation>пружине нужны k &gt;= 0 и rest &gt;= 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="234" />
            <source>a spring needs {key} = ...</source>
            <translation>пружине нужно {key} = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="235" />
            <source>action must be one of {known}</source>
            <translation>action должно быть одним из: {known}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="236" />
            <source>direction must be one of {known}</source>
            <translation>direction должно быть одним из: {known}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="237" />
            <source>kind must be one of {known}</source>
            <translation>kind должно быть одним из: {known}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="238" />
            <source>body name {name} is used twice</source>
            <translation>имя тела {name} использовано дважды</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="239" />
            <source>empty table</source>
            <translation>пустая таблица</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="240" />
            <source>expected a number or a formula, not a boolean</source>
            <translation>ожидалось число или формула, а не логическое значение</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="241" />
            <source>method 'heun' does not locate events; use rk4 or an adaptive method</source>
            <translation>метод 'heun' не находит события; используйте rk4 или адаптивный метод</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="244" />
            <source>name {name} is already used by {what}</source>
            <translation>имя {name} уже занято: {what}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="245" />
            <source>no event named {name}</source>
            <translation>нет события с именем {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="246" />
            <source>principal moments of inertia must be positive</source>
            <translation>главные моменты инерции должны быть положительными</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="247" />
            <source>the coordinates differ from the derived model's; derive the model again</source>
            <translation>координаты отличаются от выведенной модели; выведите уравнения заново</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="250" />
            <source>the parameters differ from the derived model's; derive the model again</source>
            <translation>параметры отличаются от выведенной модели; выведите уравнения заново</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="253" />
            <source>the equations cannot be evaluated near t = {t} ({why})</source>
            <translation>уравнения не удаётся вычислить около t = {t} ({why})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="254" />
            <source>the equations or the constraints depend on t: no equilibrium to linearize about</source>
            <translation>уравнения или связи зависят от t: нет равновесия для линеаризации</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="258" />
            <source>the linearized equations are singular at the equilibrium ({why})</source>
            <translation>линеаризованные уравнения вырождены в равновесии ({why})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="261" />
            <source>the modes of models with friction contacts are not supported</source>
            <translation>моды моделей с контактами с трением не поддерживаются</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="264" />
            <source>the modes of models with nonholonomic constraints are not supported yet</source>
            <translation>моды моделей с неголономными связями пока не поддерживаются</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="267" />
            <source>the model has no [[bodies]]</source>
            <translation>в модели нет [[bodies]]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="268" />
            <source>the rotation axis is the zero vector</source>
            <translation>ось вращения — нулевой вектор</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="269" />
            <source>the motion became non-finite near t = {t} (the step dt = {dt} is probably too large for {method})</source>
            <translation>движение стало бесконечным около t = {t} (шаг dt = {dt}, вероятно, слишком велик для {method})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="273" />
            <source>the symplectic methods need a kinetic energy quadratic in the velocities (the mass matrix depends on the velocities here); use rk4 or an adaptive method</source>
            <translation>симплектическим методам нужна кинетическая энергия, квадратичная по скоростям (здесь матрица масс зависит от скоростей); используйте rk4 или адаптивный метод</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="277" />
            <source>this derivation has no momenta (needed by the symplectic methods)</source>
            <translation>в этом выводе нет импульсов (они нужны симплектическим методам)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="280" />
            <source>unknown body {name} (bodies: {known})</source>
            <translation>неизвестное тело {name} (тела: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="281" />
            <source>unknown coordinate {name} (coordinates: {known})</source>
            <translation>неизвестная координата {name} (координаты: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="282" />
            <source>unknown derivation method {name}</source>
            <translation>неизвестный метод вывода {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="283" />
            <source>vector slip is not supported yet</source>
            <translation>векторное проскальзывание пока не поддерживается</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="284" />
            <source>{name} is the name of a result column ({columns})</source>
            <translation>{name} — имя столбца результатов ({columns})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="285" />
            <source>{name}: not a valid name</source>
            <translation>{name}: недопустимое имя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="286" />
            <source>a rigid-body model takes [[bodies]] and [[springs]] only ({key} with bodies is not supported yet)</source>
            <translation>модель твёрдых тел принимает только [[bodies]] и [[springs]] ({key} вместе с телами пока не поддерживается)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="290" />
            <source>a rigid-body model takes its energies from the bodies and springs</source>
            <translation>модель твёрдых тел берёт энергии из тел и пружин</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="294" />
            <source>method {name} takes {accepted} models, not {kind} ones; use auto or one of {usable}</source>
            <translation>метод {name} работает с моделями вида «{accepted}», а не «{kind}»; выберите auto или один из: {usable}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="298" />
            <source>the constraints are dependent at the equilibrium (their Jacobian has rank {rank} &lt; {m})</source>
            <translation>связи зависимы в положении равновесия (ранг их матрицы Якоби {rank} &lt; {m})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="302" />
            <source>the equations cannot be linearized at rest: a non-smooth term of the velocities (sign, abs, min, max: Coulomb friction?) has no derivative at q' = 0 ({error})</source>
            <translation>уравнения нельзя линеаризовать в покое: негладкий член по скоростям (sign, abs, min, max — кулоново трение?) не имеет производной при q' = 0 ({error})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="306" />
            <source>the linearized {name} matrix depends on time (parametric excitation): natural modes are not defined for it (a Floquet analysis would be); switch the excitation off with --set to analyse the free system</source>
            <translation>линеаризованная матрица {name} зависит от времени (параметрическое возбуждение): собственные формы для неё не определены (нужен анализ Флоке); отключите возбуждение через --set, чтобы исследовать свободную систему</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="310" />
            <source>the linearized matrices are not finite at this point (a non-smooth term such as sign() or abs() at zero velocity?)</source>
            <translation>линеаризованные матрицы в этой точке не конечны (негладкий член вроде sign() или abs() при нулевой скорости?)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="314" />
            <source>the matrix form and modes of models with {what} are not supported yet (their reactions would have to be eliminated first): write the model in independent coordinates</source>
            <translation>матричная форма и собственные формы моделей с «{what}» пока не поддерживаются (сначала нужно исключить реакции): запишите модель в независимых координатах</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="318" />
            <source>the force has {count} components, points have {dim}</source>
            <translation>у силы {count} компонент(ы), а у точек {dim}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="322" />
            <source>{method}: the half-step quaternion did not converge near t = {t} (after {n} iterations); reduce dt</source>
            <translation>{method}: кватернион на полушаге не сошёлся около t = {t} (после {n} итераций); уменьшите dt</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="326" />
            <source>{method}: the implicit {stage} did not converge near t = {t} (after {n} fixed-point iterations); reduce dt</source>
            <translation>{method}: неявный шаг ({stage}) не сошёлся около t = {t} (после {n} итераций неподвижной точки); уменьшите dt</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="330" />
            <source>T is given and also assembled from the {parts}: remove T, or write what it adds as T_extra</source>
            <translation>T задана и также собирается из {parts}: удалите T или запишите то, что она добавляет, как T_extra</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="334" />
            <source>a body has angle = ... (planar) or rotations (in space), not both</source>
            <translation>у тела задаётся angle = ... (плоское) или rotations (в пространстве), но не оба</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="337" />
            <source>a body moving with the coordinates needs a centre</source>
            <translation>телу, движущемуся вместе с координатами, нужен центр (centre)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="338" />
            <source>a body moving with the coordinates needs centre = "POINT" or [x, y]</source>
            <translation>телу, движущемуся вместе с координатами, нужен centre = "POINT" или [x, y]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="341" />
            <source>a body needs inertia = ... (about its centre of mass)</source>
            <translation>телу нужен inertia = ... (относительно его центра масс)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="342" />
            <source>a body with a centre needs angle = ... (planar) or rotations = [...] (in space)</source>
            <translation>телу с центром нужен angle = ... (плоское) или rotations = [...] (в пространстве)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="346" />
            <source>a damper needs c = ...</source>
            <translation>демпферу нужен c = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="347" />
            <source>a free body (turning about a fixed centre) cannot be combined with coordinates or moving bodies: give it centre and angle (planar) or rotations (in space)</source>
            <translation>свободное тело (вращающееся вокруг неподвижного центра) нельзя сочетать с координатами или движущимися телами: задайте ему centre и angle (плоское) или rotations (в пространстве)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="351" />
            <source>a free-body model takes springs with body, point, anchor</source>
            <translation>модель свободного тела принимает пружины с body, point, anchor</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="352" />
            <source>a moment of inertia cannot be negative</source>
            <translation>момент инерции не может быть отрицательным</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="353" />
            <source>a planar body's inertia is one moment (about the centre, perpendicular to the plane)</source>
            <translation>инерция плоского тела — один момент (относительно центра, перпендикулярно плоскости)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="357" />
            <source>a rotation is a pair ["x" | "y" | "z", "angle"]</source>
            <translation>поворот — это пара ["x" | "y" | "z", "angle"]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="358" />
            <source>a spatial body's inertia is [I1, I2, I3] or a 3x3 matrix [[...], ...]</source>
            <translation>инерция пространственного тела — [I1, I2, I3] или матрица 3x3 [[...], ...]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="361" />
            <source>a spring needs k = ...</source>
            <translation>пружине нужен k = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="362" />
            <source>a spring on a body needs {needed} = ...</source>
            <translation>пружине на теле нужен {needed} = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="363" />
            <source>a spring with body/point/anchor belongs to a free body; between two points write between = ["A", "B"]</source>
            <translation>пружина с body/point/anchor относится к свободному телу; между двумя точками пишите between = ["A", "B"]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="367" />
            <source>a torque acts on a planar body's angle; for a body in space give angle = "..." (the angle it works on)</source>
            <translation>момент действует на угол плоского тела; для тела в пространстве задайте angle = "..." (угол, на котором он совершает работу)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="371" />
            <source>a torque needs M = ...</source>
            <translation>моменту нужен M = ...</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="372" />
            <source>a torque needs exactly one of body = "NAME" or angle = "..."</source>
            <translation>моменту нужно ровно одно из: body = "NAME" или angle = "..."</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="375" />
            <source>a vector slip needs 2 or 3 components, got {count} (one slip velocity is written as a string: slip = "x'")</source>
            <translation>векторному скольжению нужно 2 или 3 компоненты, получено {count} (одна скорость скольжения записывается строкой: slip = "x'")</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="379" />
            <source>a {what} needs exactly one of: {places}</source>
            <translation>элементу {what} нужно ровно одно из: {places}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="380" />
            <source>an element between point {point} and itself</source>
            <translation>элемент между точкой {point} и ею же самой</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="381" />
            <source>between is a pair of point names ["A", "B"]</source>
            <translation>between — это пара имён точек ["A", "B"]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="382" />
            <source>free rigid bodies are integrated by mechgui.engine.sim.rigid, not derived</source>
            <translation>свободные твёрдые тела интегрируются mechgui.engine.sim.rigid, уравнения для них не выводятся</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="386" />
            <source>rotations needs at least one ["axis", "angle"] pair</source>
            <translation>rotations нужна хотя бы одна пара ["axis", "angle"]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="387" />
            <source>the centre is a point name or a position [x, y] or [x, y, z]</source>
            <translation>центр — это имя точки или положение [x, y] или [x, y, z]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="390" />
            <source>the inertia matrix must be symmetric</source>
            <translation>матрица инерции должна быть симметричной</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="391" />
            <source>the slip of {name} turned more than {count} times by t = {t}</source>
            <translation>скольжение {name} сменило направление более {count} раз к t = {t}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="394" />
            <source>{key} belongs to a free body; a body moving with the coordinates has centre and angle or rotations</source>
            <translation>{key} относится к свободному телу; у тела, движущегося вместе с координатами, есть centre и angle или rotations</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="398" />
            <source>{key} belongs to a spring on a free body</source>
            <translation>{key} относится к пружине на свободном теле</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="399" />
            <source>{key} is not supported with free bodies</source>
            <translation>{key} не поддерживается со свободными телами</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="400" />
            <source>no mode shapes for nonholonomic constraints (the linearization on the constraint distribution gives eigenvalues and stability: mechgui modes, or --steady)</source>
            <translation>формы колебаний для неголономных связей не определяются (линеаризация на распределении связей даёт собственные значения и устойчивость: mechgui modes или --steady)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="404" />
            <source>steady motions of models with friction are not supported</source>
            <translation>стационарные движения моделей с трением не поддерживаются</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="405" />
            <source>steady motions of models with holonomic constraints are not supported (their equilibria: mechgui modes; constraints {names})</source>
            <translation>стационарные движения моделей с голономными связями не поддерживаются (их равновесия: mechgui modes; связи {names})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="409" />
            <source>the linearization does not apply: the equations depend on t explicitly (a driven coordinate or a force of t): there is no equilibrium or steady motion to linearize about</source>
            <translation>линеаризация неприменима: уравнения явно зависят от t (заданная координата или сила, зависящая от t): нет равновесия или стационарного движения, около которого линеаризовать</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="413" />
            <source>--steady: {coordinate} is not cyclic (cyclic: {cyclic})</source>
            <translation>--steady: {coordinate} не циклическая (циклические: {cyclic})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="414" />
            <source>a Poincaré section needs a Lagrangian model (not rigid bodies)</source>
            <translation>сечению Пуанкаре нужна лагранжева модель (не твёрдые тела)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="417" />
            <source>a Poincaré section needs a model without constraints (choose independent coordinates)</source>
            <translation>сечению Пуанкаре нужна модель без связей (выберите независимые координаты)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="421" />
            <source>a Poincaré section needs two degrees of freedom; the model has {count} ({coordinates})</source>
            <translation>сечению Пуанкаре нужны две степени свободы; у модели их {count} ({coordinates})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="425" />
            <source>the energy T + V is not conserved (damping, forces or driven coordinates): a Poincaré section needs a conservative model</source>
            <translation>энергия T + V не сохраняется (демпфирование, силы или заданные координаты): сечению Пуанкаре нужна консервативная модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="429" />
            <source>the energy {energy} is below the lowest on the section ({lowest})</source>
            <translation>энергия {energy} ниже наименьшей на сечении ({lowest})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="432" />
            <source>no start on the section at the energy {energy} (the lowest there is {lowest})</source>
            <translation>нет начальной точки на сечении при энергии {energy} (наименьшая там {lowest})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="436" />
            <source>({q}, {v}) has no state on the section at the energy {energy}</source>
            <translation>для ({q}, {v}) нет состояния на сечении при энергии {energy}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="439" />
            <source>no coordinate {name} (coordinates: {known})</source>
            <translation>нет координаты {name} (координаты: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="440" />
            <source>no coordinate {name} in the sweep ({known})</source>
            <translation>в развёртке нет координаты {name} ({known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="441" />
            <source>expects COORDINATE=VALUE such as phi_1=0, got {text}</source>
            <translation>ожидается КООРДИНАТА=ЗНАЧЕНИЕ, например phi_1=0, получено {text}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="442" />
            <source>expects a number after '=', got {text}</source>
            <translation>после '=' ожидается число, получено {text}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="443" />
            <source>the value must be finite, got {text}</source>
            <translation>значение должно быть конечным, получено {text}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="444" />
            <source>must be a finite number, got {value}</source>
            <translation>должно быть конечным числом, получено {value}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="445" />
            <source>must be a positive number, got {value}</source>
            <translation>должно быть положительным числом, получено {value}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="446" />
            <source>must be at least 1, got {value}</source>
            <translation>должно быть не меньше 1, получено {value}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="447" />
            <source>the centre is neither a point of [points] nor a position</source>
            <translation>центр — не точка из [points] и не положение</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="448" />
            <source>unknown body {name}</source>
            <translation>неизвестное тело {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="449" />
            <source>wrong shape of inertia: expected one moment</source>
            <translation>неверная форма инерции: ожидался один момент</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="450" />
            <source>wrong shape of inertia: expected three principal moments or a 3x3 matrix</source>
            <translation>неверная форма инерции: ожидались три главных момента или матрица 3x3</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="454" />
            <source>{name} is driven (no equation)</source>
            <translation>{name} — заданная координата (у неё нет уравнения)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="455" />
            <source>{name} is not a coordinate</source>
            <translation>{name} — не координата</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="456" />
            <source>coordinates are not allowed here ({name})</source>
            <translation>координаты здесь не допускаются ({name})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="457" />
            <source>velocities are not allowed here ({name})</source>
            <translation>скорости здесь не допускаются ({name})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="458" />
            <source>{name}: too many primes here</source>
            <translation>{name}: здесь слишком много штрихов</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="459" />
            <source>a value is too large (overflow) in {expr}</source>
            <translation>слишком большое значение (переполнение) в {expr}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="460" />
            <source>an angle is too large to evaluate (|x| &gt; {limit}) in {expr}</source>
            <translation>угол слишком велик для вычисления (|x| &gt; {limit}) в {expr}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="463" />
            <source>one of {known}, got {value}</source>
            <translation>одно из: {known}, получено {value}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="465" />
            <source>empty value in a chain table</source>
            <translation>пустое значение в таблице цепочки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="466" />
            <source>give n, or one inertia/mass per mass</source>
            <translation>укажите n или по одной инерции/массе на каждую массу</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="467" />
            <source>load at mass {k}: masses are numbered 1..{n}</source>
            <translation>нагрузка на массе {k}: массы нумеруются 1..{n}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="468" />
            <source>unknown chain kind {name} (kinds: {known})</source>
            <translation>неизвестный вид цепочки {name} (виды: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="469" />
            <source>unknown friction model {name} (known: {known})</source>
            <translation>неизвестная модель трения {name} (известны: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="470" />
            <source>unknown ground {name} (none, left, right, both)</source>
            <translation>неизвестное закрепление {name} (none, left, right, both)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="471" />
            <source>{what}: expected {size} values (or one for all), got {got}</source>
            <translation>{what}: ожидалось значений: {size} (или одно для всех), получено {got}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="474" />
            <source>{what}: expected {inner} values (between neighbours) or {all} (with the ground at both ends), got {got}</source>
            <translation>{what}: ожидалось значений: {inner} (между соседями) или {all} (с закреплением на обоих концах), получено {got}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="478" />
            <source>{what}: expected {inner} values (or {all} with the ends, or one for all), got {got}</source>
            <translation>{what}: ожидалось значений: {inner} (или {all} с концами, или одно для всех), получено {got}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="483" />
            <source>no column {name} (columns: {known})</source>
            <translation>нет столбца {name} (столбцы: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="484" />
            <source>no parameter {name} (parameters: {known})</source>
            <translation>нет параметра {name} (параметры: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="485" />
            <source>unknown quantity {name} (one of {known})</source>
            <translation>неизвестная величина {name} (одна из: {known})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/messages.py" line="486" />
            <source>{name}: no such file or bundled example (examples: {known})</source>
            <translation>{name}: нет такого файла или встроенного примера (примеры: {known})</translation>
        </message>
    </context>
    <context>
        <name>EventsSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="400" />
            <source>An event is a zero crossing of its expression.</source>
            <translation>Событие — переход его выражения через ноль.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="403" />
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="403" />
            <source>When = 0</source>
            <translation>Когда = 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="403" />
            <source>Action</source>
            <translation>Действие</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="403" />
            <source>Direction</source>
            <translation>Направление</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="419" />
            <source>Add event</source>
            <translation>Добавить событие</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="423" />
            <source>record</source>
            <translation>запись</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="424" />
            <source>stop</source>
            <translation>остановка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="425" />
            <source>any</source>
            <translation>любое</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="426" />
            <source>rising</source>
            <translation>возрастание</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="427" />
            <source>falling</source>
            <translation>убывание</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="440" />
            <source>event {n}</source>
            <translation>событие {n}</translation>
        </message>
    </context>
    <context>
        <name>ExercisePanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/__init__.py" line="19" />
            <source>Exercise</source>
            <translation>Упражнение</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/__init__.py" line="25" />
            <source>E&amp;xercise mode</source>
            <translation>Режим &amp;упражнения</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="81" />
            <source>Reveal</source>
            <translation>Показать</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="82" />
            <source>Show the model's answer for this item</source>
            <translation>Показать ответ модели для этого пункта</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="102" />
            <source>Write T, V and the Lagrange equation of each coordinate in the notation of the model file: q' is a velocity, q'' an acceleration; an equation is lhs = rhs or an expression equal to zero.</source>
            <translation>Запишите T, V и уравнение Лагранжа для каждой координаты в обозначениях файла модели: q' — скорость, q'' — ускорение; уравнение записывается как «левая часть = правая часть» или как выражение, равное нулю.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="119" />
            <source>Check</source>
            <translation>Проверить</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="121" />
            <source>Clear</source>
            <translation>Очистить</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="142" />
            <source>kinetic energy, e.g. m*l^2*phi'^2/2</source>
            <translation>кинетическая энергия, напр. m*l^2*phi'^2/2</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="144" />
            <source>potential energy (up to a constant)</source>
            <translation>потенциальная энергия (с точностью до постоянной)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="145" />
            <source>e.g. m*l^2*phi'' + m*g*l*sin(phi) = 0</source>
            <translation>напр. m*l^2*phi'' + m*g*l*sin(phi) = 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="184" />
            <source>Checking…</source>
            <translation>Проверка…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="219" />
            <source>{right} of {total} right</source>
            <translation>верно {right} из {total}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/exercise/panel.py" line="230" />
            <source>Cannot check: {reason}</source>
            <translation>Не удалось проверить: {reason}</translation>
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
            <translation>График координат…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="44" />
            <source>Energy plot…</source>
            <translation>График энергии…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="45" />
            <source>Reactions plot…</source>
            <translation>График реакций…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="46" />
            <source>Friction forces plot…</source>
            <translation>График сил трения…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="47" />
            <source>Mode shapes plot…</source>
            <translation>График форм колебаний…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="48" />
            <source>Chain profile plot…</source>
            <translation>Профиль цепочки…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="49" />
            <source>First integrals drift plot…</source>
            <translation>График дрейфа первых интегралов…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="100" />
            <source>Copy as image</source>
            <translation>Копировать как изображение</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="149" />
            <source>Trajectory as CSV…</source>
            <translation>Траектория в CSV…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="150" />
            <source>Poincaré section…</source>
            <translation>Сечение Пуанкаре…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="152" />
            <source>Equations as LaTeX…</source>
            <translation>Уравнения в LaTeX…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="154" />
            <source>Derivation as picture (SVG, PNG)…</source>
            <translation>Вывод как изображение (SVG, PNG)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="157" />
            <source>Animation (GIF, MP4)…</source>
            <translation>Анимация (GIF, MP4)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="158" />
            <source>Handout (HTML, PDF)…</source>
            <translation>Раздаточный материал (HTML, PDF)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="159" />
            <source>Student page (HTML)…</source>
            <translation>Страница для студентов (HTML)…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="253" />
            <location filename="../../../mechgui/app/export_menu.py" line="266" />
            <source>Export plot</source>
            <translation>Экспорт графика</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="283" />
            <source>Export Poincaré section</source>
            <translation>Экспорт сечения Пуанкаре</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="292" />
            <location filename="../../../mechgui/app/export_menu.py" line="296" />
            <source>Export derivation</source>
            <translation>Экспорт вывода</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="302" />
            <location filename="../../../mechgui/app/export_menu.py" line="328" />
            <location filename="../../../mechgui/app/export_menu.py" line="330" />
            <source>Export handout</source>
            <translation>Экспорт раздаточного материала</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="339" />
            <location filename="../../../mechgui/app/export_menu.py" line="352" />
            <source>Export animation</source>
            <translation>Экспорт анимации</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="352" />
            <source>Writing the animation…</source>
            <translation>Запись анимации…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="360" />
            <source>Writing {file}…</source>
            <translation>Запись {file}…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="369" />
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="406" />
            <location filename="../../../mechgui/app/student_export.py" line="55" />
            <source>Exported {file}</source>
            <translation>Экспортировано: {file}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="409" />
            <source>Export cancelled</source>
            <translation>Экспорт отменён</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/export_menu.py" line="411" />
            <location filename="../../../mechgui/app/student_export.py" line="49" />
            <source>Export failed: {error}</source>
            <translation>Ошибка экспорта: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/student_export.py" line="40" />
            <source>Export student page</source>
            <translation>Экспорт страницы для студентов</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/student_export.py" line="45" />
            <source>Writing the student page…</source>
            <translation>Запись страницы для студентов…</translation>
        </message>
    </context>
    <context>
        <name>FileSafety</name>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="45" />
            <source>&amp;Edit</source>
            <translation>&amp;Правка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="66" />
            <source>Overwrite</source>
            <translation>Перезаписать</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="67" />
            <source>Save As…</source>
            <translation>Сохранить как…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="73" />
            <source>Overwrite it with this model, save under another name, or cancel?</source>
            <translation>Перезаписать его этой моделью, сохранить под другим именем или отменить?</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="76" />
            <source>File changed on disk</source>
            <translation>Файл изменён на диске</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="110" />
            <source>Cannot save {file}: {error}</source>
            <translation>Не удалось сохранить {file}: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="121" />
            <source>a model never saved</source>
            <translation>модель, ни разу не сохранённая</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="123" />
            <source>a copy of {file}</source>
            <translation>копия {file}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="124" />
            <source>mechgui did not close normally. Unsaved changes of “{title}” ({file}) were kept at {time}. Restore them?</source>
            <translation>mechgui завершился некорректно. Несохранённые изменения «{title}» ({file}) сохранены в {time}. Восстановить их?</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="129" />
            <source>{n} more can be restored at the next starts.</source>
            <translation>Ещё {n} можно восстановить при следующих запусках.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="133" />
            <source>Restore</source>
            <translation>Восстановить</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="135" />
            <source>Ask again later</source>
            <translation>Спросить позже</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="138" />
            <source>Restore unsaved changes</source>
            <translation>Восстановление несохранённых изменений</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="182" />
            <source>Cannot restore {file}: {error}</source>
            <translation>Не удалось восстановить {file}: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/file_safety.py" line="199" />
            <source>Unsaved changes restored</source>
            <translation>Несохранённые изменения восстановлены</translation>
        </message>
    </context>
    <context>
        <name>ForcesSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="331" />
            <source>A force vector at a point (generalized forces by virtual work), or Q per coordinate.</source>
            <translation>Вектор силы, приложенной в точке (обобщённые силы находятся через возможную работу), или Q по каждой координате.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="341" />
            <source>name (optional)</source>
            <translation>имя (необязательно)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="342" />
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="346" />
            <source>(no point)</source>
            <translation>(без точки)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="348" />
            <source>At point</source>
            <translation>В точке</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="380" />
            <source>Add force</source>
            <translation>Добавить силу</translation>
        </message>
    </context>
    <context>
        <name>FrictionSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="125" />
            <source>Coulomb friction mu·|N| against the slip velocity; the contact sticks while the needed force stays within mu_s·|N|. The normal force may be a constraint's reaction.</source>
            <translation>Сила трения по Кулону mu·|N| направлена против скорости проскальзывания; залипание сохраняется, пока необходимая сила не превышает mu_s·|N|. Нормальной силой может быть реакция связи.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="132" />
            <source>Add friction contact</source>
            <translation>Добавить контакт с трением</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="138" />
            <source>e.g. x' - V, or x', y' (a vector)</source>
            <translation>напр. x' - V или x', y' (вектор)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="140" />
            <source>Relative sliding velocity, linear in the velocities. A vector slip (a puck on a plane, a ball on a table): 2 or 3 components separated by commas, e.g. x' - r*phi', y'</source>
            <translation>Относительная скорость скольжения, линейная по скоростям. Векторное проскальзывание (шайба на плоскости, шар на столе): 2 или 3 составляющие через запятую, напр. x' - r*phi', y'</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="146" />
            <source>e.g. m*g, or a reaction N</source>
            <translation>напр. m*g или реакция N</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="147" />
            <source>Normal force: an expression, or a constraint's reaction</source>
            <translation>Нормальная сила: выражение или реакция связи</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="149" />
            <source>= mu</source>
            <translation>= mu</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="150" />
            <source>Kinetic coefficient</source>
            <translation>Коэффициент трения скольжения</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="151" />
            <source>Static coefficient (empty: the kinetic one)</source>
            <translation>Коэффициент трения покоя (пусто: равен коэффициенту трения скольжения)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="154" />
            <source>(none)</source>
            <translation>(нет)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="155" />
            <source>The point the animation marks while the contact sticks</source>
            <translation>Точка, которую анимация отмечает во время залипания</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="159" />
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="160" />
            <source>Slip</source>
            <translation>Проскальзывание</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="161" />
            <source>Normal</source>
            <translation>Нормальная сила</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/constraint_sections.py" line="164" />
            <source>Marked at</source>
            <translation>Отметка в точке</translation>
        </message>
    </context>
    <context>
        <name>HamiltonPane</name>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="90" />
            <source>Hamilton's form appears here once the equations are derived.</source>
            <translation>Форма Гамильтона появится здесь, когда уравнения будут выведены.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="99" />
            <source>Deriving Hamilton's equations…</source>
            <translation>Вывод уравнений Гамильтона…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="119" />
            <source>Hamilton's form is not available: {error}</source>
            <translation>Форма Гамильтона недоступна: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="138" />
            <source>Lagrange</source>
            <translation>Лагранж</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="139" />
            <source>Hamilton</source>
            <translation>Гамильтон</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/hamilton.py" line="140" />
            <source>Legendre transform, the Hamiltonian and Hamilton's equations</source>
            <translation>Преобразование Лежандра, функция Гамильтона и уравнения Гамильтона</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <location filename="../../../mechgui/app/help.py" line="40" />
            <source>Title and description</source>
            <translation>Название и описание</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="41" />
            <source>A title and a Markdown description shown in the Model tab.</source>
            <translation>Название и описание в Markdown, показанные на вкладке «Модель».</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="45" />
            <source>Top-level keys first</source>
            <translation>Сначала ключи верхнего уровня</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="46" />
            <source>Keys of the model itself (format, title, description, gravity) come before the first [table] header: TOML files a key written after [points] under points.</source>
            <translation>Ключи самой модели (format, title, description, gravity) пишутся до первого заголовка [таблицы]: ключ, записанный после [points], TOML относит к points.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="53" />
            <source>Parameters</source>
            <translation>Параметры</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="54" />
            <source>Numbers, or formulas of the parameters above them. Each gets a slider.</source>
            <translation>Числа или формулы от параметров выше. У каждого есть ползунок.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="58" />
            <source>Coordinates</source>
            <translation>Координаты</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="59" />
            <source>The generalized coordinates with their initial values and velocities.</source>
            <translation>Обобщённые координаты с начальными значениями и скоростями.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="63" />
            <source>Points</source>
            <translation>Точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="64" />
            <source>Points of the mechanism as formulas of the coordinates; a mass makes them move.</source>
            <translation>Точки механизма как формулы от координат; точка с массой движется.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="68" />
            <source>Energy</source>
            <translation>Энергия</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="69" />
            <source>T and V; left out, T comes from the point masses. A prime is a time derivative.</source>
            <translation>T и V; если T не задана, она берётся из масс точек. Штрих — производная по времени.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="73" />
            <source>Forces</source>
            <translation>Силы</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="74" />
            <source>Generalized forces not from a potential: damping, driving moments.</source>
            <translation>Непотенциальные обобщённые силы: демпфирование, движущие моменты.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="78" />
            <source>Constraints</source>
            <translation>Связи</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="79" />
            <source>Holonomic (f = 0), unilateral (f &gt;= 0) or nonholonomic constraints.</source>
            <translation>Голономные (f = 0), односторонние (f &gt;= 0) или неголономные связи.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="83" />
            <source>Events</source>
            <translation>События</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="84" />
            <source>Stop the run, or record a moment, when a formula crosses zero.</source>
            <translation>Остановить расчёт или отметить момент, когда формула проходит через ноль.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="88" />
            <source>Simulation</source>
            <translation>Моделирование</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="89" />
            <source>The time span and the integration method.</source>
            <translation>Интервал времени и метод интегрирования.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="98" />
            <location filename="../../../mechgui/app/help.py" line="163" />
            <source>Writing a model</source>
            <translation>Как написать модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="101" />
            <source>A model is a TOML file; every section can also be edited in the Model editor. The full reference is docs/model-format.md.</source>
            <translation>Модель — это файл TOML; каждый раздел можно править и в редакторе модели. Полное описание — docs/model-format.md.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="115" />
            <source>Presentation mode (Esc leaves)</source>
            <translation>Режим презентации (Esc — выход)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="117" />
            <source>PageDown, →, Space, Enter</source>
            <translation>PageDown, →, Пробел, Enter</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="118" />
            <source>Presentation: reveal the next step of the derivation</source>
            <translation>Презентация: показать следующий шаг вывода</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="120" />
            <source>PageUp, ←</source>
            <translation>PageUp, ←</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="120" />
            <source>Presentation: hide the last step shown</source>
            <translation>Презентация: скрыть последний показанный шаг</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="121" />
            <source>Home / End</source>
            <translation>Home / End</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="121" />
            <source>Presentation: show no step / every step</source>
            <translation>Презентация: ни одного шага / все шаги</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="122" />
            <source>Presentation: blank the screen (any key brings it back)</source>
            <translation>Презентация: погасить экран (любая клавиша возвращает)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="123" />
            <source>Presentation: run or pause the animation</source>
            <translation>Презентация: запустить или приостановить анимацию</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="124" />
            <source>Presentation: a white screen (any key brings it back)</source>
            <translation>Презентация: белый экран (любая клавиша возвращает)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="125" />
            <source>Presentation: pen, highlighter, laser pointer, no ink</source>
            <translation>Презентация: перо, маркер, лазерная указка, без пометок</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="128" />
            <source>Presentation: next ink colour, undo a stroke, erase the step's ink, keep ink</source>
            <translation>Презентация: следующий цвет, отменить штрих, стереть пометки шага, оставлять пометки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="130" />
            <source>Presentation: after an edit, the equations before it too</source>
            <translation>Презентация: после правки показать и прежние уравнения</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="131" />
            <source>Space</source>
            <translation>Пробел</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="131" />
            <source>Run or pause the animation</source>
            <translation>Запустить или приостановить анимацию</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="132" />
            <source>Derive the equations now</source>
            <translation>Вывести уравнения сейчас</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="133" />
            <source>Run the simulation</source>
            <translation>Запустить моделирование</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="134" />
            <source>Back to t = 0</source>
            <translation>Назад к t = 0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="135" />
            <source>Zoom the equations, plots and editors in, out, reset</source>
            <translation>Масштаб уравнений, графиков и редакторов: больше, меньше, исходный</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="136" />
            <source>Expand every step of the derivation</source>
            <translation>Развернуть все шаги вывода</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="137" />
            <source>Compare integration methods</source>
            <translation>Сравнить методы интегрирования</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="138" />
            <source>Analyze the modes of small oscillations</source>
            <translation>Анализ форм малых колебаний</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="139" />
            <source>Full screen</source>
            <translation>Полный экран</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="140" />
            <source>New, open, save a model</source>
            <translation>Новая модель, открыть, сохранить</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="174" />
            <source>Keyboard shortcuts</source>
            <translation>Клавиатурные сокращения</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/help.py" line="208" />
            <source>Example gallery</source>
            <translation>Галерея примеров</translation>
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
            <translation>Указатель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="106" />
            <source>Ink colour</source>
            <translation>Цвет чернил</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="110" />
            <source>Undo</source>
            <translation>Отменить</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="111" />
            <source>Erase</source>
            <translation>Стереть</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="118" />
            <source>Keep over every step</source>
            <translation>Оставлять на всех шагах</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="119" />
            <source>Off: each step has its own ink (K)</source>
            <translation>Выкл.: у каждого шага свои пометки (K)</translation>
        </message>
    </context>
    <context>
        <name>Lecture</name>
        <message>
            <location filename="../../../mechgui/app/presentation/lecture.py" line="219" />
            <source>Ink of the lecture</source>
            <translation>Пометки лекции</translation>
        </message>
    </context>
    <context>
        <name>Links</name>
        <message>
            <location filename="../../../mechgui/app/links.py" line="24" />
            <source>Open link?</source>
            <translation>Открыть ссылку?</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/links.py" line="25" />
            <source>The model's description links to:

{url}

Open it?</source>
            <translation>Описание модели ссылается на:

{url}

Открыть?</translation>
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
            <translation>Отмена</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="136" />
            <source>Cancel the derivation or simulation (Esc)</source>
            <translation>Отменить вывод уравнений или моделирование (Esc)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="142" />
            <source>Relative energy error at the end of the run, |E − E0| / |E0| (conservative models)</source>
            <translation>Относительная погрешность энергии в конце расчёта, |E − E0| / |E0| (для консервативных моделей)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="166" />
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="167" />
            <source>&amp;New</source>
            <translation>&amp;Создать</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="168" />
            <source>New &amp;chain…</source>
            <translation>Новая &amp;цепочка…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="169" />
            <source>&amp;Open…</source>
            <translation>&amp;Открыть…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="170" />
            <source>Open &amp;Recent</source>
            <translation>&amp;Недавние файлы</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="173" />
            <source>&amp;Examples</source>
            <translation>&amp;Примеры</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="177" />
            <source>&amp;Save</source>
            <translation>Со&amp;хранить</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="178" />
            <source>Save &amp;As…</source>
            <translation>Сохранить &amp;как…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="181" />
            <source>&amp;Export</source>
            <translation>&amp;Экспорт</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="183" />
            <source>&amp;Quit</source>
            <translation>В&amp;ыход</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="185" />
            <source>&amp;Simulation</source>
            <translation>&amp;Моделирование</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="186" />
            <source>&amp;Derive</source>
            <translation>&amp;Вывести уравнения</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="187" />
            <source>&amp;Run</source>
            <translation>&amp;Запустить</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="188" />
            <source>Run / &amp;Pause</source>
            <translation>Пуск / &amp;пауза</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="190" />
            <source>Re&amp;set</source>
            <translation>С&amp;брос</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="192" />
            <source>&amp;Cancel</source>
            <translation>&amp;Отмена</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="193" />
            <source>Analyze &amp;modes</source>
            <translation>&amp;Частоты и формы колебаний</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="196" />
            <source>Co&amp;mpare methods…</source>
            <translation>&amp;Сравнить методы…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="198" />
            <source>&amp;Analysis</source>
            <translation>&amp;Анализ</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="199" />
            <source>Parameter &amp;sweep…</source>
            <translation>&amp;Развёртка по параметру…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="204" />
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="212" />
            <source>&amp;Reset layout</source>
            <translation>&amp;Сбросить расположение окон</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="213" />
            <source>&amp;Language</source>
            <translation>&amp;Язык</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="216" />
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="223" />
            <source>System default</source>
            <translation>Как в системе</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="238" />
            <source>The language changes when mechgui is started again</source>
            <translation>Язык изменится после перезапуска mechgui</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="408" />
            <source>{steps} steps, {wall} s</source>
            <translation>шагов: {steps}, {wall} s</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="411" />
            <source>Solver steps of the last run; wall time of derivation + simulation</source>
            <translation>Число шагов решателя в последнем расчёте; затраченное время на вывод уравнений и моделирование</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="420" />
            <source>ΔE/E₀ = {err}</source>
            <translation>ΔE/E₀ = {err}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="425" />
            <source>Stopped by event {name!r} at t = {t}</source>
            <translation>Остановлено событием {name!r} при t = {t}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="515" />
            <source>Project initial values onto the constraints</source>
            <translation>Перенести начальные значения на связи</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="536" />
            <source>not saved</source>
            <translation>не сохранено</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="538" />
            <source>copy of {file}, not saved</source>
            <translation>копия {file}, не сохранена</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="587" />
            <source>About mechgui</source>
            <translation>О программе mechgui</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="588" />
            <source>&lt;h3&gt;mechgui {version}&lt;/h3&gt;&lt;p&gt;Lagrange's equations derived, simulated and animated, for lectures on analytical mechanics.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;mechgui {version}&lt;/h3&gt;&lt;p&gt;Вывод уравнений Лагранжа, численное моделирование и анимация — для лекций по аналитической механике.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="644" />
            <source>&amp;Writing a model</source>
            <translation>&amp;Как написать модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="647" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Клавиатурные сокращения</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="652" />
            <source>Example &amp;gallery</source>
            <translation>&amp;Галерея примеров</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/main_window.py" line="654" />
            <source>&amp;About mechgui</source>
            <translation>&amp;О программе mechgui</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="101" />
            <source>Model editor</source>
            <translation>Редактор модели</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="122" />
            <source>Equations</source>
            <translation>Уравнения</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="131" />
            <source>Plots</source>
            <translation>Графики</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="138" />
            <source>Modes</source>
            <translation>Собственные колебания</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="157" />
            <source>Compare methods</source>
            <translation>Сравнение методов</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/panel_registry.py" line="168" />
            <source>Phase portrait</source>
            <translation>Фазовый портрет</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="45" />
            <source>&amp;Presentation mode</source>
            <translation>Режим &amp;презентации</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="49" />
            <source>&amp;Full screen</source>
            <translation>Полный &amp;экран</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="53" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Увеличить</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="54" />
            <source>Zoom &amp;out</source>
            <translation>У&amp;меньшить</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="55" />
            <source>&amp;Normal size</source>
            <translation>&amp;Обычный размер</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="60" />
            <source>&amp;Expand all steps</source>
            <translation>&amp;Развернуть все шаги</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="66" />
            <source>Plots in a &amp;grid</source>
            <translation>Графики &amp;сеткой</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="72" />
            <source>&amp;Theme</source>
            <translation>&amp;Тема</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="75" />
            <source>&amp;System</source>
            <translation>&amp;Системная</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="76" />
            <source>&amp;Light, high contrast</source>
            <translation>&amp;Светлая, высококонтрастная</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/view_menu.py" line="77" />
            <source>&amp;Dark</source>
            <translation>&amp;Тёмная</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="43" />
            <location filename="../../../mechgui/app/window_exports.py" line="56" />
            <location filename="../../../mechgui/app/window_exports.py" line="64" />
            <source>Nothing to export yet</source>
            <translation>Пока нечего экспортировать</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="46" />
            <source>Export plot</source>
            <translation>Экспорт графика</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="58" />
            <source>Export trajectory</source>
            <translation>Экспорт траектории</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="66" />
            <source>Export equations</source>
            <translation>Экспорт уравнений</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="83" />
            <source>Export failed: {error}</source>
            <translation>Ошибка экспорта: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_exports.py" line="85" />
            <source>Exported {file}</source>
            <translation>Экспортировано: {file}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="78" />
            <source>Unsaved changes</source>
            <translation>Несохранённые изменения</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="79" />
            <source>The model has unsaved changes. Save them?</source>
            <translation>В модели есть несохранённые изменения. Сохранить их?</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="97" />
            <source>Open model</source>
            <translation>Открыть модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="152" />
            <source>Cannot open {file}: {error}</source>
            <translation>Не удаётся открыть {file}: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="156" />
            <source>Cannot open {file}</source>
            <translation>Не удаётся открыть {file}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="157" />
            <source>The current model is kept.</source>
            <translation>Текущая модель остаётся открытой.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="167" />
            <source>A copy of the example: Save asks where to keep it</source>
            <translation>Копия примера: при сохранении будет предложено выбрать место</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="177" />
            <source>Save model</source>
            <translation>Сохранить модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="198" />
            <source>Cannot save {file}: {error}</source>
            <translation>Не удалось сохранить {file}: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="208" />
            <source>(the model still has errors: fix them before it can be opened again)</source>
            <translation>(в модели остались ошибки: исправьте их, иначе её не удастся открыть снова)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/window_files.py" line="209" />
            <source>Saved {file}</source>
            <translation>Сохранено: {file}</translation>
        </message>
    </context>
    <context>
        <name>ModelHistory</name>
        <message>
            <location filename="../../../mechgui/app/undo.py" line="103" />
            <source>&amp;Undo</source>
            <translation>&amp;Отменить</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/undo.py" line="105" />
            <source>&amp;Redo</source>
            <translation>&amp;Повторить</translation>
        </message>
    </context>
    <context>
        <name>ModelSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="62" />
            <source>Title of the model</source>
            <translation>Название модели</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="63" />
            <source>Title</source>
            <translation>Название</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="64" />
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="79" />
            <source>Description (Markdown)</source>
            <translation>Описание (Markdown)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="74" />
            <source>Edit</source>
            <translation>Правка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="76" />
            <source>Edit the Markdown source of the description</source>
            <translation>Править исходный текст описания (Markdown)</translation>
        </message>
    </context>
    <context>
        <name>ModesPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="65" />
            <source>oscillatory</source>
            <translation>колебания</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="66" />
            <source>rigid-body</source>
            <translation>движение как твёрдого тела</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="67" />
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="75" />
            <source>unstable</source>
            <translation>неустойчиво</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="73" />
            <source>asymptotically stable</source>
            <translation>асимптотическая устойчивость</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="74" />
            <source>marginally stable</source>
            <translation>устойчивость (не асимптотическая)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="82" />
            <source>perturbations along the listed directions grow</source>
            <translation>возмущения вдоль указанных направлений растут</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="85" />
            <source>no damping: stable in the sense of Lyapunov, free oscillations neither grow nor decay</source>
            <translation>демпфирования нет: устойчивость по Ляпунову, свободные колебания не растут и не затухают</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="88" />
            <source>rigid-body mode: a drift at constant speed is possible</source>
            <translation>форма движения как твёрдого тела: возможен дрейф с постоянной скоростью</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="91" />
            <source>every free motion decays</source>
            <translation>всякое свободное движение затухает</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="92" />
            <source>some eigenvalues have zero real part</source>
            <translation>у некоторых собственных значений нулевая вещественная часть</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="93" />
            <source>rigid-body mode: the system can drift or turn as a whole</source>
            <translation>форма движения как твёрдого тела: система может смещаться или поворачиваться как целое</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="176" />
            <source>The modes appear here once the model is derived.</source>
            <translation>Собственные частоты и формы колебаний появятся здесь после вывода уравнений модели.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="185" />
            <source>e.g. theta=acos(g/(R*omega^2))</source>
            <translation>напр. theta=acos(g/(R*omega^2))</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="187" />
            <source>Start the equilibrium search here: NAME=VALUE, separated by commas; values may be formulas of the parameters. Empty: the initial state.</source>
            <translation>Начальная точка поиска положения равновесия: ИМЯ=ЗНАЧЕНИЕ через запятую; значения могут быть формулами от параметров. Пусто: начальное состояние.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="192" />
            <source>Analyze</source>
            <translation>Анализ</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="193" />
            <source>Find the equilibrium and compute the modes</source>
            <translation>Найти положение равновесия и вычислить собственные частоты и формы колебаний</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="197" />
            <source>Equilibrium near</source>
            <translation>Равновесие вблизи</translation>
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
            <translation>Относительный коэффициент демпфирования</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="236" />
            <source>Amplitude of the largest component of the mode shape</source>
            <translation>Амплитуда наибольшей компоненты формы колебаний</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="240" />
            <source>Animate</source>
            <translation>Анимация</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="244" />
            <source>Amplitude</source>
            <translation>Амплитуда</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="289" />
            <source>Deriving the equations…</source>
            <translation>Вывод уравнений…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="299" />
            <source>The model changed: the modes are updated after the run.</source>
            <translation>Модель изменена: частоты и формы колебаний обновятся после расчёта.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="306" />
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="334" />
            <source>Modes are not available for models of rigid bodies.</source>
            <translation>Для моделей с твёрдыми телами анализ собственных колебаний недоступен.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="325" />
            <source>Write the equilibrium guess as NAME=VALUE, e.g. theta=1.0, x=0</source>
            <translation>Задайте начальное приближение положения равновесия в виде ИМЯ=ЗНАЧЕНИЕ, напр. theta=1.0, x=0</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="340" />
            <source>Computing the equilibrium and the modes…</source>
            <translation>Вычисление положения равновесия и форм колебаний…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="366" />
            <source>Modes are not available for this model: {why}</source>
            <translation>Для этой модели анализ собственных колебаний недоступен: {why}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="380" />
            <source>Modes: {n}, computed in {s} s.</source>
            <translation>Форм колебаний: {n}, вычислено за {s} s.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="386" />
            <source>Computed in {s} s.</source>
            <translation>Вычислено за {s} s.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="391" />
            <source>No static equilibrium (forced or free model): the modes are about q = 0.</source>
            <translation>Нет положения статического равновесия (модель с вынуждающей силой или незакреплённая): формы колебаний строятся относительно q = 0.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="406" />
            <source>searched from the initial state</source>
            <translation>поиск от начального состояния</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="407" />
            <source>searched from the given point</source>
            <translation>поиск от заданной точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="408" />
            <source>linear model</source>
            <translation>линейная модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="411" />
            <source>Equilibrium</source>
            <translation>Положение равновесия</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="412" />
            <source>Static equilibrium</source>
            <translation>Статическое равновесие</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="413" />
            <source>Reference point (not an equilibrium: forced model)</source>
            <translation>Опорная точка (не равновесие: модель с вынуждающей силой)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="427" />
            <source>growth {s}/s</source>
            <translation>рост {s}/s</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/panel.py" line="488" />
            <source>Cannot animate this mode: {error}</source>
            <translation>Не удаётся анимировать эту форму колебаний: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="95" />
            <source>coordinate</source>
            <translation>координата</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="96" />
            <source>mode shape</source>
            <translation>форма колебаний</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="270" />
            <source>Matrix form  M q̈ + N q̇ + C q = F(t)</source>
            <translation>Матричная форма  M q̈ + N q̇ + C q = F(t)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="272" />
            <source>Copy LaTeX</source>
            <translation>Копировать LaTeX</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="273" />
            <source>Copy the matrix equation as LaTeX</source>
            <translation>Скопировать матричное уравнение в формате LaTeX</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="314" />
            <source>No matrix form for this model.</source>
            <translation>Для этой модели матричная форма недоступна.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="317" />
            <source>{n} coordinates: too large to typeset legibly; Copy LaTeX gives the full equation.</source>
            <translation>Координат: {n} — слишком много для наглядной отрисовки; полное уравнение можно получить кнопкой «Копировать LaTeX».</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="327" />
            <source>typesetting…</source>
            <translation>отрисовка…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="341" />
            <source>Cannot typeset: {message}</source>
            <translation>Не удаётся отрисовать: {message}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="414" />
            <source>Mode {k}: ω = {w} rad/s, period {T} s (shown at one cycle per {c} s); grey: the equilibrium.</source>
            <translation>Форма {k}: ω = {w} rad/s, период {T} s (показано как один цикл за {c} s); серым — положение равновесия.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="421" />
            <source>Mode {k} is a rigid-body mode (ω = 0): no restoring force, the system can drift as a whole along this shape; shown moving back and forth.</source>
            <translation>Форма {k} — движение как твёрдого тела (ω = 0): восстанавливающей силы нет, система может смещаться как целое вдоль этой формы; показано движение туда и обратно.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/views.py" line="426" />
            <source>Mode {k} is unstable: a displacement along this shape grows like cosh({s} t); shown moving back and forth.</source>
            <translation>Форма {k} неустойчива: отклонение вдоль этой формы растёт как cosh({s} t); показано движение туда и обратно.</translation>
        </message>
    </context>
    <context>
        <name>ParameterSlider</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/widgets.py" line="185" />
            <source>Lower end</source>
            <translation>Нижняя граница</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/widgets.py" line="185" />
            <source>Upper end</source>
            <translation>Верхняя граница</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/widgets.py" line="191" />
            <source>Drag to change the parameter; the animation keeps playing</source>
            <translation>Перетащите, чтобы изменить параметр; анимация продолжается</translation>
        </message>
    </context>
    <context>
        <name>ParametersSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="103" />
            <source>A number, or a formula of the parameters above it.</source>
            <translation>Число или формула от параметров, заданных выше.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="105" />
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="105" />
            <source>Value / formula</source>
            <translation>Значение / формула</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="123" />
            <source>Unit</source>
            <translation>Единица</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="131" />
            <source>Add parameter</source>
            <translation>Добавить параметр</translation>
        </message>
    </context>
    <context>
        <name>PhasePanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="105" />
            <source>Family of orbits</source>
            <translation>Семейство траекторий</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="107" />
            <source>Orbits from a grid of initial values (one degree of freedom)</source>
            <translation>Траектории из сетки начальных значений (одна степень свободы)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="110" />
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="121" />
            <source>Coordinate</source>
            <translation>Координата</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="134" />
            <source>Phase plane</source>
            <translation>Фазовая плоскость</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="134" />
            <source>Poincaré section</source>
            <translation>Сечение Пуанкаре</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="206" />
            <source>A family needs a simulated model with one coordinate.</source>
            <translation>Для семейства нужна просчитанная модель с одной координатой.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="223" />
            <source>Computing the orbits…</source>
            <translation>Вычисление траекторий…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="227" />
            <source>Cancelled</source>
            <translation>Отменено</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="252" />
            <source>{n} orbits</source>
            <translation>Траекторий: {n}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/panel.py" line="259" />
            <source>Failed: {error}</source>
            <translation>Ошибка: {error}</translation>
        </message>
    </context>
    <context>
        <name>PlotsPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="74" />
            <source>release</source>
            <translation>ослабление связи</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="75" />
            <source>engage</source>
            <translation>восстановление связи</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="76" />
            <source>stick</source>
            <translation>залипание</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="77" />
            <source>slip</source>
            <translation>проскальзывание</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="78" />
            <source>stop</source>
            <translation>остановка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="79" />
            <source>record</source>
            <translation>запись</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="80" />
            <source>comes to rest</source>
            <translation>останавливается</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="97" />
            <source>Coordinates to plot</source>
            <translation>Координаты для графика</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="104" />
            <source>Spread along the chain</source>
            <translation>Равномерно вдоль цепочки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="106" />
            <source>{count} coordinates from the first to the last</source>
            <translation>Координат: {count}, от первой до последней</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="111" />
            <source>None</source>
            <translation>Снять все</translation>
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
            <translation>Вдоль цепочки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="446" />
            <source>mass number k</source>
            <translation>номер массы k</translation>
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
            <translation>События</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="502" />
            <source>t (s)</source>
            <translation>t (с)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="502" />
            <source>Name</source>
            <translation>Имя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="502" />
            <source>Kind</source>
            <translation>Вид</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/figures.py" line="507" />
            <source>Click an event to move the animation to its time</source>
            <translation>Щёлкните по событию, чтобы перейти в анимации к моменту, когда оно произошло</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="59" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="147" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="397" />
            <source>Coordinates</source>
            <translation>Координаты</translation>
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
            <translation>Энергия</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="61" />
            <source>energy</source>
            <translation>энергия</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="63" />
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="150" />
            <source>Reactions</source>
            <translation>Реакции</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="63" />
            <source>force</source>
            <translation>сила</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="65" />
            <source>Drift of the first integrals</source>
            <translation>Дрейф первых интегралов</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="65" />
            <source>I(t) − I(0)</source>
            <translation>I(t) − I(0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="78" />
            <source>Choose…</source>
            <translation>Выбрать…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="79" />
            <source>Choose the coordinates to plot</source>
            <translation>Выбрать координаты для графика</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="105" />
            <source>Grid</source>
            <translation>Сетка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="107" />
            <source>Show every plot at once instead of one tab each</source>
            <translation>Показать все графики сразу, а не по вкладкам</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="110" />
            <source>Tabs</source>
            <translation>Вкладки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="112" />
            <source>Show one plot at a time, each in its tab</source>
            <translation>Показывать по одному графику, каждый на своей вкладке</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="149" />
            <source>First integrals</source>
            <translation>Первые интегралы</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="395" />
            <source>{shown} of {total} coordinates</source>
            <translation>{shown} из {total} координат</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="399" />
            <source>Coordinates ({shown} of {total})</source>
            <translation>Координаты ({shown} из {total})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/plots/panel.py" line="456" />
            <source>unknown file type {suffix} (use .png, .svg or .csv)</source>
            <translation>неизвестный тип файла {suffix} (используйте .png, .svg или .csv)</translation>
        </message>
    </context>
    <context>
        <name>PointsSection</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="208" />
            <source>Positions as formulas of coordinates and t. Leave z empty for a plane model.</source>
            <translation>Положения точек — формулы от координат и t. Для плоской модели оставьте z пустым.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="217" />
            <source>Name of the point</source>
            <translation>Имя точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="219" />
            <source>— (plane model)</source>
            <translation>— (плоская модель)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="220" />
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="228" />
            <source>Point</source>
            <translation>Точка</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="230" />
            <source>Mass</source>
            <translation>Масса</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="247" />
            <source>Add point</source>
            <translation>Добавить точку</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="251" />
            <source>Links drawn</source>
            <translation>Звенья на рисунке</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="252" />
            <source>Trails of</source>
            <translation>Следы точек</translation>
        </message>
    </context>
    <context>
        <name>PresenterView</name>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="138" />
            <source>mechgui — presenter view</source>
            <translation>mechgui — вид докладчика</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="142" />
            <source>Next</source>
            <translation>Далее</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="152" />
            <source>Reset timer</source>
            <translation>Сбросить таймер</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="179" />
            <source>Notes</source>
            <translation>Заметки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/presenter.py" line="181" />
            <source>Parameters</source>
            <translation>Параметры</translation>
        </message>
    </context>
    <context>
        <name>RouthDialog</name>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="50" />
            <source>Effective potential (Routh)</source>
            <translation>Эффективный потенциал (Раус)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="53" />
            <location filename="../../../mechgui/app/docks/routh.py" line="70" />
            <source>Reducing…</source>
            <translation>Понижение порядка…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="68" />
            <source>Nothing is derived yet.</source>
            <translation>Уравнения ещё не выведены.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="81" />
            <source>No effective potential: {reason}</source>
            <translation>Эффективного потенциала нет: {reason}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="89" />
            <source>Cyclic coordinates: {names}</source>
            <translation>Циклические координаты: {names}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="90" />
            <source>Routhian: R = {formula}</source>
            <translation>Функция Рауса: R = {formula}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="91" />
            <source>Effective potential: V_eff({q}) = {formula}</source>
            <translation>Эффективный потенциал: V_eff({q}) = {formula}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="97" />
            <source>Conserved momenta of the initial state: {values}</source>
            <translation>Сохраняющиеся импульсы начального состояния: {values}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/routh.py" line="123" />
            <source>&amp;Effective potential (Routh)…</source>
            <translation>&amp;Эффективный потенциал (Раус)…</translation>
        </message>
    </context>
    <context>
        <name>SectionPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="50" />
            <source>increasing (q' &gt; 0)</source>
            <translation>возрастая (q' &gt; 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="51" />
            <source>decreasing (q' &lt; 0)</source>
            <translation>убывая (q' &lt; 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="52" />
            <source>both directions</source>
            <translation>в обе стороны</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="116" />
            <source>The energy T + V of every orbit</source>
            <translation>Энергия T + V каждой орбиты</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="118" />
            <source>From initial values</source>
            <translation>Из начальных условий</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="119" />
            <source>Compute section</source>
            <translation>Построить сечение</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="123" />
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="135" />
            <source>Section</source>
            <translation>Сечение</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="141" />
            <source>Orbits</source>
            <translation>Орбиты</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="143" />
            <source>points per orbit</source>
            <translation>точек на орбиту</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="145" />
            <source>Energy</source>
            <translation>Энергия</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="172" />
            <source>A Poincaré section needs a derived Lagrangian model.</source>
            <translation>Для сечения Пуанкаре нужна выведенная лагранжева модель.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="174" />
            <source>A Poincaré section needs two degrees of freedom without constraints.</source>
            <translation>Для сечения Пуанкаре нужны две степени свободы без связей.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="182" />
            <source>The model changed: the section was dropped.</source>
            <translation>Модель изменилась: сечение отброшено.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="243" />
            <source>The energy must be a number.</source>
            <translation>Энергия должна быть числом.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="268" />
            <source>Computing {n} orbits…</source>
            <translation>Вычисление орбит: {n}…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="272" />
            <source>Cancelled</source>
            <translation>Отменено</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="296" />
            <source>{points} points of {orbits} orbits at E = {energy}</source>
            <translation>{points} точек {orbits} орбит при E = {energy}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="308" />
            <source>Failed: {error}</source>
            <translation>Ошибка: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/phase/section.py" line="316" />
            <source>Poincaré section {section}, E = {energy}</source>
            <translation>Сечение Пуанкаре {section}, E = {energy}</translation>
        </message>
    </context>
    <context>
        <name>Session</name>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="281" />
            <source>{file} is an example installed with mechgui and is never overwritten; save your model under another name.</source>
            <translation>{file} — пример, установленный с mechgui, он никогда не перезаписывается; сохраните модель под другим именем.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="286" />
            <source>{file} was changed by another program since it was opened.</source>
            <translation>{file} был изменён другой программой после открытия.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="347" />
            <source>Change rows</source>
            <translation>Изменение строк</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="401" />
            <source>Rename {old} to {new}</source>
            <translation>Переименовать {old} в {new}</translation>
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
            <translation>Уравнения не выведены: {key}: {message}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="470" />
            <source>model</source>
            <translation>модель</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="472" />
            <source>(and {n} more)</source>
            <translation>(и ещё {n})</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="513" />
            <source>Deriving the equations…</source>
            <translation>Вывод уравнений…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="581" />
            <source>Simulating…</source>
            <translation>Моделирование…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="590" />
            <location filename="../../../mechgui/app/controller.py" line="648" />
            <source>Cancelled</source>
            <translation>Отменено</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="620" />
            <source>Derived</source>
            <translation>Уравнения выведены</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="687" />
            <source>Project initial values onto the constraints</source>
            <translation>Перенести начальные значения на связи</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/controller.py" line="709" />
            <source>linearized: δq is the deviation from the equilibrium q*</source>
            <translation>линеаризовано: δq — отклонение от положения равновесия q*</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="36" />
            <location filename="../../../mechgui/app/model_edits.py" line="48" />
            <source>a name is needed</source>
            <translation>нужно указать имя</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="38" />
            <location filename="../../../mechgui/app/model_edits.py" line="50" />
            <source>must be a plain name like x_1 or phi</source>
            <translation>допускается только простое имя, например x_1 или phi</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="40" />
            <location filename="../../../mechgui/app/model_edits.py" line="52" />
            <source>{name!r} is reserved (a function, a constant or the time)</source>
            <translation>имя {name!r} зарезервировано (функция, константа или время)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="69" />
            <source>Untitled</source>
            <translation>Без названия</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="93" />
            <source>internal error: {kind}: {message}</source>
            <translation>внутренняя ошибка: {kind}: {message}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="101" />
            <source>{n} h</source>
            <translation>{n} ч</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="103" />
            <source>{n} min</source>
            <translation>{n} мин</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="105" />
            <source>{n} s</source>
            <translation>{n} с</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="106" />
            <source>Simulating… about {steps} steps, {time} in all</source>
            <translation>Моделирование… около {steps} шагов, всего {time}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="112" />
            <source>write the link as a pair of points: O-M</source>
            <translation>запишите звено как пару точек: O-M</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="113" />
            <source>write the links as pairs of points: O-A, A-B</source>
            <translation>запишите звенья как пары точек: O-A, A-B</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="186" />
            <source>another constraint has this name</source>
            <translation>это имя уже занято другой связью</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="194" />
            <source>another friction contact has this name</source>
            <translation>это имя уже занято другим контактом с трением</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/model_edits.py" line="200" />
            <source>choose a point for the force, or give some Q</source>
            <translation>выберите точку приложения силы или задайте Q</translation>
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
            <translation>Конечное время t_end</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="457" />
            <source>Method</source>
            <translation>Метод</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="458" />
            <source>Output step dt</source>
            <translation>Шаг вывода dt</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/editors/basic_sections.py" line="460" />
            <source>default</source>
            <translation>по умолчанию</translation>
        </message>
    </context>
    <context>
        <name>SlideShow</name>
        <message>
            <location filename="../../../mechgui/app/presentation/slideshow.py" line="30" />
            <source>mechgui — slide show</source>
            <translation>mechgui — показ слайдов</translation>
        </message>
    </context>
    <context>
        <name>Slides</name>
        <message>
            <location filename="../../../mechgui/app/presentation/slides.py" line="51" />
            <source>Coordinates: {names}</source>
            <translation>Координаты: {names}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/slides.py" line="59" />
            <source>Step {n} of {total} · {group}</source>
            <translation>Шаг {n} из {total} · {group}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/presentation/slides.py" line="93" />
            <source>{heading} · changed by the edit</source>
            <translation>{heading} · изменено правкой</translation>
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
            <translation>неустойчиво</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="58" />
            <source>stable (linear approximation)</source>
            <translation>устойчиво (в линейном приближении)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="74" />
            <source>e.g. phi'=3 (empty: the initial rates)</source>
            <translation>напр. phi'=3 (пусто: начальные скорости)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="76" />
            <source>The rates of the cyclic coordinates, NAME'=VALUE separated by commas; the steady motions keep the other coordinates at rest</source>
            <translation>Скорости циклических координат, ИМЯ'=ЗНАЧЕНИЕ через запятую; в стационарных движениях остальные координаты неподвижны</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="81" />
            <source>Find steady motions</source>
            <translation>Найти стационарные движения</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="90" />
            <source>Steady motion</source>
            <translation>Стационарное движение</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="90" />
            <source>Stability</source>
            <translation>Устойчивость</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="90" />
            <source>ω [rad/s]</source>
            <translation>ω [рад/с]</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="90" />
            <source>Growth rate</source>
            <translation>Скорость роста</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="101" />
            <source>Steady motions at</source>
            <translation>Стационарные движения при</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="146" />
            <source>The steady motions appear here once the model is derived.</source>
            <translation>Стационарные движения появятся здесь, когда модель будет выведена.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="151" />
            <source>Write the rates as NAME'=VALUE, e.g. phi'=3</source>
            <translation>Запишите скорости как ИМЯ'=ЗНАЧЕНИЕ, напр. phi'=3</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="165" />
            <source>Finding the steady motions…</source>
            <translation>Поиск стационарных движений…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="191" />
            <source>{n} steady motions; cyclic: {names}</source>
            <translation>Стационарных движений: {n}; циклические: {names}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="196" />
            <source>No equilibrium to linearize about: the steady motions at the initial rates of the cyclic coordinates.</source>
            <translation>Нет положения равновесия для линеаризации: стационарные движения при начальных скоростях циклических координат.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/modes/steady.py" line="211" />
            <source>No steady motions: {error}</source>
            <translation>Нет стационарных движений: {error}</translation>
        </message>
    </context>
    <context>
        <name>SweepPanel</name>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="86" />
            <source>Equilibria (bifurcation diagram)</source>
            <translation>Равновесия (бифуркационная диаграмма)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="87" />
            <source>Natural frequencies</source>
            <translation>Собственные частоты</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="90" />
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="91" />
            <source>Largest value of {name}</source>
            <translation>Наибольшее значение {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="92" />
            <source>Time of the event {name}</source>
            <translation>Время события {name}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="117" />
            <source>The coordinate of the bifurcation diagram</source>
            <translation>Координата бифуркационной диаграммы</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="118" />
            <source>Run</source>
            <translation>Запустить</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="120" />
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="123" />
            <source>Export…</source>
            <translation>Экспорт…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="129" />
            <source>Parameter</source>
            <translation>Параметр</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="134" />
            <source>points</source>
            <translation>точек</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="136" />
            <source>Range</source>
            <translation>Диапазон</translation>
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
            <translation>У модели нет параметра для развёртки.</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="217" />
            <source>Sweeping {name}…</source>
            <translation>Развёртка по {name}…</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="225" />
            <source>Cancelled</source>
            <translation>Отменено</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="241" />
            <source>{n} rows</source>
            <translation>Строк: {n}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="249" />
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="285" />
            <source>Failed: {error}</source>
            <translation>Ошибка: {error}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="269" />
            <source>Nothing to export yet</source>
            <translation>Пока нечего экспортировать</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="278" />
            <source>Export sweep</source>
            <translation>Экспорт развёртки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="287" />
            <source>Saved {path}</source>
            <translation>Сохранено: {path}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/sweep/panel.py" line="295" />
            <source>Parameter sweep</source>
            <translation>Развёртка по параметру</translation>
        </message>
    </context>
    <context>
        <name>View3D</name>
        <message>
            <location filename="../../../mechgui/app/docks/view3d/view.py" line="469" />
            <source>Drag to turn the camera · wheel to zoom · double-click to reset</source>
            <translation>Перетаскивание — поворот камеры · колесо — масштаб · двойной щелчок — сброс</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/view3d/view.py" line="496" />
            <source>OpenGL is not available here: the 3D scene is drawn as a 2D projection (perspective, depth-sorted faces).</source>
            <translation>OpenGL недоступен: трёхмерная сцена рисуется как двумерная проекция (перспектива, грани упорядочены по глубине).</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/view3d/view.py" line="538" />
            <source>Body axes: {x} x  {y} y  {z} z</source>
            <translation>Оси тела: {x} x  {y} y  {z} z</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/view3d/view.py" line="544" />
            <source>springs to their anchors ■</source>
            <translation>пружины к точкам крепления ■</translation>
        </message>
    </context>
    <context>
        <name>_Section</name>
        <message>
            <location filename="../../../mechgui/app/docks/editors/section.py" line="256" />
            <source>Remove this row</source>
            <translation>Удалить эту строку</translation>
        </message>
    </context>
    <context>
        <name>derivation</name>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="22" />
            <location filename="../../../mechgui/engine/lagrange.py" line="308" />
            <source>Kinetic energy</source>
            <translation>Кинетическая энергия</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="23" />
            <location filename="../../../mechgui/engine/lagrange.py" line="311" />
            <source>Kinetic energy of the point masses</source>
            <translation>Кинетическая энергия материальных точек</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="24" />
            <location filename="../../../mechgui/engine/lagrange.py" line="318" />
            <source>Potential energy</source>
            <translation>Потенциальная энергия</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="25" />
            <location filename="../../../mechgui/engine/lagrange.py" line="326" />
            <source>Rayleigh dissipation function</source>
            <translation>Диссипативная функция Рэлея</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="26" />
            <location filename="../../../mechgui/engine/lagrange.py" line="427" />
            <source>Derivative of T with respect to the velocity of {coordinate}</source>
            <translation>Производная T по обобщённой скорости координаты {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="27" />
            <location filename="../../../mechgui/engine/lagrange.py" line="436" />
            <source>Its time derivative</source>
            <translation>Её полная производная по времени</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="28" />
            <location filename="../../../mechgui/engine/lagrange.py" line="445" />
            <source>Derivative of T with respect to {coordinate}</source>
            <translation>Производная T по {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="29" />
            <location filename="../../../mechgui/engine/lagrange.py" line="454" />
            <source>Generalized force for {coordinate}</source>
            <translation>Обобщённая сила по координате {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="30" />
            <location filename="../../../mechgui/engine/lagrange.py" line="389" />
            <source>Lagrange equation for {coordinate}</source>
            <translation>Уравнение Лагранжа для {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="31" />
            <location filename="../../../mechgui/engine/lagrange.py" line="463" />
            <source>Lagrange equation of the 2nd kind for {coordinate}</source>
            <translation>Уравнение Лагранжа второго рода для {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="32" />
            <location filename="../../../mechgui/engine/lagrange.py" line="581" />
            <source>Equations in matrix form</source>
            <translation>Уравнения в матричной форме</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="33" />
            <location filename="../../../mechgui/engine/lagrange.py" line="535" />
            <source>Solved for the acceleration of {coordinate}</source>
            <translation>Уравнение, разрешённое относительно ускорения {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="34" />
            <location filename="../../../mechgui/engine/lagrange.py" line="561" />
            <source>Reaction of the constraint {coordinate}</source>
            <translation>Реакция связи {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="35" />
            <source>Constraint {coordinate}</source>
            <translation>Связь {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="36" />
            <source>Unilateral constraint {coordinate} (holds while its reaction is &gt;= 0)</source>
            <translation>Односторонняя связь {coordinate} (напряжена, пока её реакция &gt;= 0)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="39" />
            <source>Nonholonomic constraint {coordinate}</source>
            <translation>Неголономная связь {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="40" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="71" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="62" />
            <source>Differentiated once</source>
            <translation>После однократного дифференцирования</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="41" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="71" />
            <source>Differentiated twice</source>
            <translation>После двукратного дифференцирования</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="42" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="83" />
            <source>Generalized constraint forces of {coordinate}</source>
            <translation>Обобщённые силы реакции связи {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="43" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="121" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="96" />
            <source>Dry friction at {coordinate}: slip velocity and friction force</source>
            <translation>Сухое трение в контакте {coordinate}: скорость проскальзывания и сила трения</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="46" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="154" />
            <source>Accelerations and reactions together (every constraint active)</source>
            <translation>Ускорения и реакции совместно (все связи напряжены)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="49" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="241" />
            <source>Reduced system: the constraints give the excess coordinates explicitly</source>
            <translation>Приведённая система: лишние координаты явно выражены из уравнений связей</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="52" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="251" />
            <source>Reduced equation of motion</source>
            <translation>Приведённое уравнение движения</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="53" />
            <location filename="../../../mechgui/engine/lagrange_constraints.py" line="251" />
            <source>Reaction as a function of the state</source>
            <translation>Реакция как функция состояния</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="87" />
            <source>(sliding)</source>
            <translation>(скольжение)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/docks/derivation/titles.py" line="88" />
            <source>(stuck)</source>
            <translation>(сцепление)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="42" />
            <source>Potential energy of gravity</source>
            <translation>Потенциальная энергия силы тяжести</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="43" />
            <source>Kinetic energy of the body {coordinate} by König's theorem</source>
            <translation>Кинетическая энергия тела {coordinate} по теореме Кёнига</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="44" />
            <source>Kinetic energy of the body {coordinate} by König's theorem (angular velocity in body axes)</source>
            <translation>Кинетическая энергия тела {coordinate} по теореме Кёнига (угловая скорость в осях тела)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="47" />
            <source>Potential energy of the spring {coordinate}</source>
            <translation>Потенциальная энергия пружины {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="48" />
            <source>Dissipation function of the damper {coordinate}</source>
            <translation>Диссипативная функция демпфера {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="49" />
            <source>Generalized forces of the torque {coordinate} by virtual work</source>
            <translation>Обобщённые силы момента {coordinate} по принципу возможных перемещений</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/elements.py" line="50" />
            <source>Kinetic energy of the point masses and bodies</source>
            <translation>Кинетическая энергия точечных масс и тел</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="31" />
            <source>Generalized momentum of {coordinate}</source>
            <translation>Обобщённый импульс {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="32" />
            <source>Velocity of {coordinate} from the momenta</source>
            <translation>Скорость {coordinate} через импульсы</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="33" />
            <source>Hamiltonian</source>
            <translation>Функция Гамильтона</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="34" />
            <source>Hamilton's equation for {coordinate}</source>
            <translation>Уравнение Гамильтона для {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/hamilton.py" line="35" />
            <source>Hamilton's equation for the momentum of {coordinate}</source>
            <translation>Уравнение Гамильтона для импульса {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/integrals.py" line="52" />
            <source>Cyclic coordinate {coordinate}: its momentum is conserved</source>
            <translation>Циклическая координата {coordinate}: её импульс сохраняется</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/integrals.py" line="53" />
            <source>Routhian of the cyclic coordinates</source>
            <translation>Функция Рауса циклических координат</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/integrals.py" line="54" />
            <source>Energy integral</source>
            <translation>Интеграл энергии</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/integrals.py" line="55" />
            <source>Jacobi integral</source>
            <translation>Интеграл Якоби</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/lagrange.py" line="386" />
            <source>Routh's equation with multipliers for {coordinate}</source>
            <translation>Уравнение Рауса с множителями для {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/lagrange.py" line="387" />
            <source>Lagrange equation of the 1st kind for {coordinate}</source>
            <translation>Уравнение Лагранжа первого рода для {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/lagrange.py" line="388" />
            <source>Lagrange equation with multipliers for {coordinate}</source>
            <translation>Уравнение Лагранжа с множителями для {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="296" />
            <source>Euler's equation about body axis 1 of {coordinate}</source>
            <translation>Динамическое уравнение Эйлера относительно оси 1 тела {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="296" />
            <source>Euler's equation about body axis 2 of {coordinate}</source>
            <translation>Динамическое уравнение Эйлера относительно оси 2 тела {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="296" />
            <source>Euler's equation about body axis 3 of {coordinate}</source>
            <translation>Динамическое уравнение Эйлера относительно оси 3 тела {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="439" />
            <source>Rotational leapfrog (Fincham, Mol. Simul. 8, 165 (1992))</source>
            <translation>Вращательная схема leapfrog (Fincham, Mol. Simul. 8, 165 (1992))</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="325" />
            <source>State: unit quaternion and angular momentum (world frame)</source>
            <translation>Состояние: единичный кватернион и кинетический момент (в неподвижной системе координат)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="333" />
            <source>Quaternion kinematics</source>
            <translation>Кинематические уравнения в кватернионах</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="341" />
            <source>Angular momentum about the fixed centre</source>
            <translation>Кинетический момент относительно неподвижной точки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="375" />
            <source>Kinetic energy of {coordinate}</source>
            <translation>Кинетическая энергия тела {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="391" />
            <source>Spring force and torque</source>
            <translation>Сила упругости пружины и её момент</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="426" />
            <source>Potential energy of the springs</source>
            <translation>Потенциальная энергия пружин</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/rigid.py" line="410" />
            <source>Spring {coordinate}</source>
            <translation>Пружина {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="304" />
            <source>Symmetry behind p_{coordinate}: L does not change when {coordinate} is shifted</source>
            <translation>Симметрия, стоящая за p_{coordinate}: L не меняется при сдвиге {coordinate}</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="305" />
            <source>Symmetry behind p_{coordinate}: shifting {coordinate} rotates every mass about a fixed axis</source>
            <translation>Симметрия, стоящая за p_{coordinate}: сдвиг {coordinate} поворачивает все массы вокруг неподвижной оси</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="308" />
            <source>Symmetry behind p_{coordinate}: shifting {coordinate} translates every mass</source>
            <translation>Симметрия, стоящая за p_{coordinate}: сдвиг {coordinate} переносит все массы поступательно</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="311" />
            <source>Symmetry: L does not change when every mass is rotated about a fixed axis</source>
            <translation>Симметрия: L не меняется при повороте всех масс вокруг неподвижной оси</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="312" />
            <source>Symmetry: L does not change when every mass is translated</source>
            <translation>Симметрия: L не меняется при параллельном переносе всех масс</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="313" />
            <source>Symmetry: L does not depend on t (a shift of time)</source>
            <translation>Симметрия: L не зависит от t (сдвиг времени)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="314" />
            <source>Noether's theorem: the quantity this symmetry conserves</source>
            <translation>Теорема Нётер: величина, которую сохраняет эта симметрия</translation>
        </message>
        <message>
            <location filename="../../../mechgui/engine/symmetry.py" line="315" />
            <source>Conserved momentum of the whole system</source>
            <translation>Сохраняющийся импульс всей системы</translation>
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
            <translation>Связи, контакт и трение</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="59" />
            <source>Oscillations and chains</source>
            <translation>Колебания и цепочки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="64" />
            <source>Rigid bodies</source>
            <translation>Твёрдые тела</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="74" />
            <source>Other</source>
            <translation>Другое</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="78" />
            <source>Bead on a rotating hoop</source>
            <translation>Бусина на вращающемся кольце</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="79" />
            <source>Block on a moving belt held by a spring (stick-slip)</source>
            <translation>Брусок на движущейся ленте на пружине (прилипание и проскальзывание)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="80" />
            <source>Blocks on inclines joined by a cord over pulleys</source>
            <translation>Грузы на наклонных плоскостях, связанные нитью через блоки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="81" />
            <source>Cube on corner springs (rotational leapfrog)</source>
            <translation>Куб на пружинах в вершинах (вращательный leapfrog)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="82" />
            <source>Double pendulum</source>
            <translation>Двойной маятник</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="83" />
            <source>Double pendulum with Störmer–Verlet</source>
            <translation>Двойной маятник, метод Штёрмера–Верле</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="84" />
            <source>Free asymmetric top: the intermediate-axis (Dzhanibekov) flip</source>
            <translation>Свободный несимметричный волчок: переворот вокруг средней оси (эффект Джанибекова)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="85" />
            <source>Particle sliding off a smooth hemisphere</source>
            <translation>Частица, соскальзывающая с гладкой полусферы</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="86" />
            <source>Rod on two knife edges turning at a constant rate (Routh's equations)</source>
            <translation>Стержень на двух ножевых опорах, вращающихся с постоянной скоростью (уравнения Рауса)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="89" />
            <source>Chain of five masses driven at one end by a harmonic force</source>
            <translation>Цепочка из пяти масс с гармонической силой на конце</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="90" />
            <source>Pendulum on a thread hitting the nail</source>
            <translation>Маятник на нити, задевающей гвоздь</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="91" />
            <source>Ball on a rod held by a cord (two multipliers)</source>
            <translation>Шар на стержне, удерживаемом нитью (два множителя)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="92" />
            <source>Simple pendulum</source>
            <translation>Математический маятник</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="93" />
            <source>Spring (elastic) pendulum</source>
            <translation>Пружинный (упругий) маятник</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="94" />
            <source>Three-mass torsional shaft line with damping, driving and load moments</source>
            <translation>Трёхмассовый валопровод с демпфированием, движущим моментом и моментом нагрузки</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="97" />
            <source>Block on a sliding wedge (Lagrange equations of the 1st kind)</source>
            <translation>Брусок на скользящем клине (уравнения Лагранжа первого рода)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="98" />
            <source>Puck on a rough plane (vector dry friction)</source>
            <translation>Шайба на шероховатой плоскости (векторное сухое трение)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="99" />
            <source>Physical pendulum: a rod swinging about one end</source>
            <translation>Физический маятник: стержень, качающийся вокруг конца</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="100" />
            <source>Disc rolling down an incline</source>
            <translation>Диск, скатывающийся по наклонной плоскости</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="101" />
            <source>Ladder sliding down a smooth wall</source>
            <translation>Лестница, сползающая по гладкой стене</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="102" />
            <source>Heavy symmetric top (Lagrange top) in Euler angles</source>
            <translation>Тяжёлый симметричный волчок (волчок Лагранжа) в углах Эйлера</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="103" />
            <source>Disc rolling on a plane (nonholonomic, Euler angles)</source>
            <translation>Диск, катящийся по плоскости (неголономный, углы Эйлера)</translation>
        </message>
        <message>
            <location filename="../../../mechgui/app/labels.py" line="104" />
            <source>Two carts joined by a spring and a damper</source>
            <translation>Две тележки, соединённые пружиной и демпфером</translation>
        </message>
    </context>
    <context>
        <name>language</name>
        <message>
            <location filename="../../../mechgui/app/example_texts.py" line="24" />
            <source>en</source>
            <translation>ru</translation>
        </message>
    </context>
</TS>
