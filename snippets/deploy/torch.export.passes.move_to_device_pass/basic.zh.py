import torch
import torch.nn as nn
from torch.export.passes import move_to_device_pass

# 没有 GPU 时用 "meta" 代替：只有形状和数据类型，没有数据
target = "cuda" if torch.cuda.is_available() else "meta"


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)

    def forward(self, x):
        return self.fc(x) + torch.ones(3, device="cpu")  # 写死在图里的设备


ep = torch.export.export(Net().eval(), (torch.randn(2, 4),))
ep = move_to_device_pass(ep, target)

print(ep.state_dict["fc.weight"].device.type == target)
print(ep.example_inputs[0][0].device.type == target)
ones = [n for n in ep.graph.nodes if n.name == "ones"][0]
print(ones.kwargs["device"] == target)
out = ep.module()(torch.randn(2, 4, device=target))
print(out.device.type == target, tuple(out.shape))
