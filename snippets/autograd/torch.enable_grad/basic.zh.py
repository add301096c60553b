import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device, requires_grad=True)

with torch.no_grad():
    with torch.enable_grad():
        y = x * 2  # 重新开始记录
    z = x * 2  # 不记录
print(y.requires_grad, z.requires_grad)

# 用作装饰器：即使在 no_grad 下调用，该函数也始终记录
@torch.enable_grad()
def double(t):
    return t * 2

with torch.no_grad():
    print(double(x).requires_grad)
