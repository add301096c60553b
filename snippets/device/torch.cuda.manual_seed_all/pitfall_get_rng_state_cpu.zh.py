import torch

# 保存检查点的代码无条件保存 CUDA 的 RNG 状态。
checkpoint = {"cuda_rng": torch.cuda.get_rng_state()}
