import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
torch.get_rng_state(device)   # 只有全局 CPU 状态：不接受 device 参数
