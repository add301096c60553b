import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 2).to(device).eval()
x = torch.ones(1, 3, device=device)

with torch.inference_mode():
    y = model(x)
print(y.requires_grad, y.is_inference())

# mode=False 会关闭它，例如在被装饰的函数内部
with torch.inference_mode(mode=False):
    z = model(x)
print(z.requires_grad, z.is_inference())

# 在推理模式之外做的 clone 又是普通张量了
print(y.clone().is_inference())
