from torch import nn


class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.steps = 0  # a plain int: not saved by default

    def forward(self, x):
        self.steps += 1
        return x

    def get_extra_state(self):
        return {"steps": self.steps}  # any picklable object

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
