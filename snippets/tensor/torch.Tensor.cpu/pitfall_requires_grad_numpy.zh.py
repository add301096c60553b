import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(3, requires_grad=True, device=device)
loss_terms = w * 2
loss_terms.cpu().numpy()            # .cpu() 仍保留着 autograd 计算图
