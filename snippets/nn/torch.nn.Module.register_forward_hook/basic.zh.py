import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)).to(device)
features = {}


def save_activation(module, args, output):
    # args 是位置参数输入组成的元组；output 是 forward 的返回值
    print(type(module).__name__, tuple(args[0].shape), "->", tuple(output.shape))
    features["relu"] = output.detach()  # detach：只保留数值，不保留计算图


handle = model[1].register_forward_hook(save_activation)
model(torch.randn(3, 4, device=device))
print(tuple(features["relu"].shape), features["relu"].requires_grad)

handle.remove()  # 停止收集
model(torch.randn(3, 4, device=device))
print("after remove: no hook output above")

# 有返回值的钩子会替换模块的输出
model[2].register_forward_hook(lambda mod, args, out: out.clamp(min=0))
print((model(torch.randn(5, 4, device=device)) >= 0).all().item())
