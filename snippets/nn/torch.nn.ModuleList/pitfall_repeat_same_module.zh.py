
from torch import nn

block = nn.Linear(4, 4)
shared = nn.ModuleList([block] * 3)  # 三个引用指向同一个层
separate = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])
print(len(shared), sum(p.numel() for p in shared.parameters()))
print(len(separate), sum(p.numel() for p in separate.parameters()))
print(shared[0] is shared[2])
