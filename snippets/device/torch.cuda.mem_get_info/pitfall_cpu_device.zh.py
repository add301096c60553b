import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# GPU 和 CPU 运行共用的一行显存日志。
free, total = torch.cuda.mem_get_info(device)
