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
        nn.init.ones_(m.weight)   # 本想让这条规则生效……
    elif isinstance(m, Block):
        m.reset_parameters()      # ……但 Block 在它的 Linear 之后才被访问


model = nn.Sequential(Block())
model.apply(init)
print(model[0].fc.weight)  # 全是 0：父模块的规则最后执行
