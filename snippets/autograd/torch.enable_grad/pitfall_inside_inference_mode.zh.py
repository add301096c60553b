import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device, requires_grad=True)
with torch.inference_mode():
    with torch.enable_grad():
        y = x * 2
print(torch.is_inference_mode_enabled(), y.requires_grad, y.is_inference())
y.sum().backward()  # 什么都没有记录
