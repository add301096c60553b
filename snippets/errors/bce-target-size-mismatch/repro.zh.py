import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(4, 1, device=device)  # 模型以 Linear(..., 1) 结尾
target = torch.tensor([0.0, 1.0, 1.0, 0.0], device=device)  # 形状为 (4,) 的标签
torch.nn.BCEWithLogitsLoss()(logits, target)
