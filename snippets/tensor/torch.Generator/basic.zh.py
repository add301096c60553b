import torch

g = torch.Generator().manual_seed(1234)   # manual_seed 返回生成器本身
print(g.device, g.initial_seed())

a = torch.rand(3, generator=g)
b = torch.randperm(5, generator=g)        # 沿用同一个随机数流继续生成
g.manual_seed(1234)                       # 重新设种子，回到流的起点
print(torch.equal(a, torch.rand(3, generator=g)), torch.equal(b, torch.randperm(5, generator=g)))

# 保存并恢复随机数流中的位置
state = g.get_state()                     # 一个 uint8 张量
x = torch.randn(2, generator=g)
g.set_state(state)
print(torch.equal(x, torch.randn(2, generator=g)))

# 私有生成器不会影响全局随机数流
torch.manual_seed(0)
expected = torch.rand(2)
torch.manual_seed(0)
torch.rand(100, generator=torch.Generator().manual_seed(7))
print(torch.equal(expected, torch.rand(2)))
