import torch

torch.manual_seed(0)  # 给 CPU 和所有 GPU 设种子
states = torch.cuda.get_rng_state_all()  # 每块 GPU 一个 uint8 张量；没有 GPU 时为 []
print("GPU generator states saved:", len(states))
if states:
    a = torch.rand(3, device="cuda")
    torch.cuda.set_rng_state_all(states)  # 把每块 GPU 的生成器倒回去
    b = torch.rand(3, device="cuda")
    print("same numbers after restore:", torch.equal(a, b))
