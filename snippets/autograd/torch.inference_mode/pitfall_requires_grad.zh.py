import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

with torch.inference_mode():
    emb = torch.randn(4, 2, device=device)
emb.requires_grad_()  # 试图微调一个在推理模式下创建的张量
