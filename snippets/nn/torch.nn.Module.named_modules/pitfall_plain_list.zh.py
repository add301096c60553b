from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = [nn.Linear(2, 2), nn.Linear(2, 2)]  # Python 列表
        self.heads = nn.ModuleList([nn.Linear(2, 1)])     # 已登记


print([name for name, _ in Net().named_modules()])  # 看不到 blocks
print(sum(p.numel() for p in Net().parameters()))   # 它们的参数也不在其中
