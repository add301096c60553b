from pathlib import Path

import torch
import torch.nn as nn

model = nn.Linear(2, 2)
path = Path("checkpoints/run1/epoch_1.pt")
path.parent.mkdir(parents=True, exist_ok=True)  # torch.save 从不创建目录
torch.save(model.state_dict(), path)
print(path.exists(), sorted(torch.load(path)))
