from torch import nn


class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.steps = 0  # 普通的 int：默认不会被保存

    def forward(self, x):
        self.steps += 1
        return x

    def get_extra_state(self):
        return {"steps": self.steps}  # 任何可以 pickle 的对象

    def set_extra_state(self, state):
        self.steps = state["steps"]


model = nn.Sequential(Counter())
model(1)
model(2)
state = model.state_dict()
print(state)

restored = nn.Sequential(Counter())
restored.load_state_dict(state)
print(restored[0].steps)
