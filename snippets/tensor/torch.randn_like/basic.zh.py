import torch

torch.manual_seed(0)
x = torch.zeros(2, 3, dtype=torch.float64)

noise = torch.randn_like(x)              # 与 x 的形状、dtype 和设备相同
print(noise.shape, noise.dtype)
print(torch.randn_like(x, dtype=torch.float16).dtype)

# 典型用法：加上标准差为 0.1 的高斯噪声
noisy = x + 0.1 * torch.randn_like(x)
print(noisy.shape)

# 独立的生成器给出相同的噪声，不受全局随机流影响
g = torch.Generator().manual_seed(42)
a = torch.randn_like(x, generator=g)
g.manual_seed(42)
print(torch.equal(a, torch.randn_like(x, generator=g)))
