import torch

# 在看不到 GPU 的机器上写的检查点……
checkpoint = {"cuda_rng": torch.cuda.get_rng_state_all()}
print(checkpoint)
# ……之后恢复时什么也没恢复，也不报告。
torch.cuda.set_rng_state_all(checkpoint["cuda_rng"])
