import torch

dst = torch.zeros(2, 3)
dst.copy_(torch.tensor([1.0, 2.0, 3.0]))   # src 广播到 dst 的形状
print(dst)

buf = torch.zeros(3, dtype=torch.long)
buf.copy_(torch.tensor([1.7, -2.7, 3.2]))  # 转换为 dst 的 dtype（截断）
print(buf)

x = torch.zeros(5)
x[1:3].copy_(torch.tensor([7.0, 8.0]))     # 通过视图写入：x 随之改变
print(x)

# 把数值加载到参数中
layer = torch.nn.Linear(2, 1)
with torch.no_grad():
    layer.weight.copy_(torch.tensor([[0.5, -0.5]]))
    layer.bias.fill_(0.0)
print(layer.weight, layer.bias)

# 复制到其他设备时，dst 保持自己的设备
device = "cuda" if torch.cuda.is_available() else "cpu"
gpu_buf = torch.empty(3, device=device)
gpu_buf.copy_(torch.arange(3.0))
print(gpu_buf.device.type == device, gpu_buf.tolist())
