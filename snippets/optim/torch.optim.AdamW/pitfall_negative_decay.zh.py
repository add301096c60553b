import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
# 配置文件里的符号笔误（写成了 "-1e-2" 而不是 "1e-2"）：
torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=-1e-2)
