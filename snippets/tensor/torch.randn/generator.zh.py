import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 独立的生成器不会改动全局 RNG 状态
g = torch.Generator(device=device).manual_seed(42)
a = torch.randn(3, generator=g, device=device)
g.manual_seed(42)
b = torch.randn(3, generator=g, device=device)
print(torch.equal(a, b))
