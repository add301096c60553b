import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).to(device)
image = torch.ones(1, 3, device=device)  # 忘了调用 image.requires_grad_()
score = model(image).sum()
torch.autograd.grad(score, image)  # 例如显著性图
