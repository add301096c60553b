import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        # 对 Parameter 调用 .to()/.double()/.cuda() 时，如果发生了复制，返回的是普通的非叶子 Tensor
        self.w = nn.Parameter(torch.ones(3)).to(torch.float64)
        self.b = nn.Parameter(torch.zeros(3, dtype=torch.float64))


net = Net()
print(type(net.w).__name__, net.w.is_leaf)
print([name for name, _ in net.named_parameters()])  # 缺少 "w"
