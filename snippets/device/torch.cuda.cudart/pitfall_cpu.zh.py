import torch

rt = torch.cuda.cudart()  # 会先初始化 CUDA
