import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

dp = nn.DataParallel(nn.Linear(3, 2).to(device))
checkpoint = dp.state_dict()  # 键以 "module." 开头
print(list(checkpoint.keys()))

plain = nn.Linear(3, 2).to(device)
plain.load_state_dict(checkpoint)  # 普通模型期望的是 "weight"、"bias"
