import torch

torch.manual_seed(0)
state = torch.get_rng_state()

a = torch.randn(3)
torch.set_rng_state(state)            # 回到获取状态时的位置
print(torch.equal(a, torch.randn(3)))

# 独立生成器的状态格式相同
g = torch.Generator().manual_seed(5)
torch.set_rng_state(g.get_state())
print(torch.equal(torch.rand(2), torch.rand(2, generator=g)))

# fork_rng 在代码块前后保存并恢复全局状态
torch.manual_seed(0)
with torch.random.fork_rng():
    torch.rand(1000)                   # 不应计入的随机调用
after_block = torch.rand(2)
torch.manual_seed(0)
print(torch.equal(after_block, torch.rand(2)))
