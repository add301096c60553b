import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

feats = torch.zeros(8, 16, 5, 5, device=device)  # 卷积输出：每个样本 16 * 5 * 5 = 400
feats.view(8, 16 * 4 * 4)  # 尺寸抄自一个特征图为 4x4 的教程
