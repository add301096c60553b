import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(p=0.5)).to(device)
for epoch in range(2):
    print(f"epoch {epoch}: dropout active during training = {model[1].training}")
    # ……训练步骤……
    model.eval()  # 验证
    # ……验证……
    # 漏掉了：model.train()
