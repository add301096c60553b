import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.zeros(2, device=device))
w.grad = torch.tensor([30.0, 40.0], device=device)

returned = torch.nn.utils.clip_grad_norm_(w, max_norm=1.0)
print(returned)                            # 50.0：裁剪之前的范数
print(torch.linalg.vector_norm(w.grad))    # 1.0：梯度现在的范数
