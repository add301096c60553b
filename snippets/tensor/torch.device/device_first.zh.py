import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 上面这行就是“设备优先”模式：设备只确定一次
# （这里取自环境变量）。没有这种覆盖设置的脚本
# 通常写成：
#     device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
# 下面的代码都只引用 `device`，从不硬编码 "cuda"。

model = torch.nn.Linear(4, 2).to(device)       # Module.to 原地移动模块
x = torch.randn(3, 4, device=device)           # 直接在设备上创建数据
y = torch.tensor([0, 1, 1]).to(device)         # 或者移动过去（Tensor.to 返回新张量）

out = model(x)
print(out.shape, out.device.type == device.type, y.device.type == device.type)
