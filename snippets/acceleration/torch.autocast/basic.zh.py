import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Linear(4, 3).to(device)
x = torch.randn(2, 4, device=device)
target = torch.randn(2, 3, device=device)

# device_type 是必填的；用张量所在设备的类型。
# bfloat16 在 CPU 和较新的 GPU 上都能用（CUDA 上默认是 float16）。
with torch.autocast(device_type=device.type, dtype=torch.bfloat16):
    out = model(x)                  # linear/matmul/conv：低精度
    loss = torch.nn.functional.mse_loss(out, target)  # 损失：float32
    plus = x + 1                    # 不在任何列表里：保持输入的 dtype

print("out :", out.dtype)
print("loss:", loss.dtype)
print("x+1 :", plus.dtype)
print("param still:", model.weight.dtype)

loss.backward()  # 在 autocast 块之外调用 backward
print("grad:", model.weight.grad.dtype)
