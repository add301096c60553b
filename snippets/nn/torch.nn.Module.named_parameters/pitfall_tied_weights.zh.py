
from torch import nn


class Tied(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Linear(3, 3, bias=False)
        self.head = nn.Linear(3, 3, bias=False)
        self.head.weight = self.embed.weight  # 权重共享


m = Tied()
print([n for n, _ in m.named_parameters()])
print([n for n, _ in m.named_parameters(remove_duplicate=False)])
print(list(m.state_dict().keys()))  # state_dict 里仍然有两个键
