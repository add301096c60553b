import torch

w = torch.tensor([-3.0, 0.5, 2.0], requires_grad=True)  # 叶子张量，例如模型参数
act = torch.nn.Hardtanh(inplace=True)
act(w)
