import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# A memory log line shared by GPU and CPU runs.
free, total = torch.cuda.mem_get_info(device)
