from torch import nn


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
        self.reset_parameters()

    def reset_parameters(self):
        nn.init.zeros_(self.fc.weight)


def init(m):
    if isinstance(m, nn.Linear):
        nn.init.ones_(m.weight)   # meant to win...
    elif isinstance(m, Block):
        m.reset_parameters()      # ...but Block is visited after its Linear


model = nn.Sequential(Block())
model.apply(init)
print(model[0].fc.weight)  # zeros: the parent's rule ran last
