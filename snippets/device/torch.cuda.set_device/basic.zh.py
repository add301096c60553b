import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

if device.type == "cuda":
    index = device.index if device.index is not None else 0  # set_device 需要明确的编号
    torch.cuda.set_device(index)  # 把它设为默认 CUDA 设备
    print("current device:", torch.cuda.current_device())
    x = torch.ones(2, device="cuda")  # 不带编号的 "cuda" 指当前设备
    print(x.device)
else:
    print("running on", device, "- nothing to select")

# 推荐做法：显式指定设备，而不是依赖全局默认值
y = torch.ones(2).to(device)
print(y.device.type)
