import torch

device = "cuda" if torch.cuda.is_available() else "cpu"

torch.manual_seed(0)  # 为 CPU 生成器以及（若有）每块 GPU 的生成器设置种子
torch.cuda.manual_seed_all(0)  # 只管 GPU；在仅 CPU 的构建上静默地什么也不做

if device == "cuda":
    state = torch.cuda.get_rng_state()  # 当前 GPU 生成器的状态（一个 uint8 张量）
    a = torch.rand(3, device=device)
    torch.cuda.set_rng_state(state)
else:
    state = torch.get_rng_state()
    a = torch.rand(3, device=device)
    torch.set_rng_state(state)
b = torch.rand(3, device=device)
print(device, "replayed the same numbers:", torch.equal(a, b))
