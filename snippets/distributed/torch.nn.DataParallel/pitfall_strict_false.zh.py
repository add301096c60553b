import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
trained = nn.DataParallel(nn.Linear(3, 2).to(device))
with torch.no_grad():
    trained.module.weight.fill_(1.0)  # 假装这些是训练好的权重

fresh = nn.Linear(3, 2).to(device)
result = fresh.load_state_dict(trained.state_dict(), strict=False)  # “修好”了报错……
print(result)
print("weights loaded:", torch.equal(fresh.weight, trained.module.weight))  # ……办法是什么也没加载
