import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(4, device=device)
target = torch.tensor([1.0, 0.0, 0.0, 0.0], device=device)  # 1 个正样本，3 个负样本

plain = torch.nn.BCEWithLogitsLoss(reduction="none")
# pos_weight 乘到正样本那一项的损失上；每个类别/标签一个值
weighted = torch.nn.BCEWithLogitsLoss(reduction="none", pos_weight=torch.tensor([3.0], device=device))
print(plain(logits, target))
print(weighted(logits, target))
