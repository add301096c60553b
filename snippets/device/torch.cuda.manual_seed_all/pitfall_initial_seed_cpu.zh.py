import torch

torch.cuda.seed_all()  # 没有 CUDA 时静默跳过
print("seeded; the seed was", torch.cuda.initial_seed())  # 读回种子却需要 GPU
