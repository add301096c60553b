import torch

# 仅限 GPU：把 CPU 生成器的状态恢复到 CUDA 生成器里。
checkpoint = {"rng": torch.get_rng_state()}  # 本该是 torch.cuda.get_rng_state()
torch.cuda.set_rng_state(checkpoint["rng"])
print("set_rng_state returned without complaint")
x = torch.rand(3, device="cuda")  # CUDA 在这里初始化，并应用这个状态
