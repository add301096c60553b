import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).to(device)
x = torch.ones(2, 3, device=device)
pred = model(x)  # 模块的输出：需要梯度
pred.cpu().numpy()  # .cpu() 会保留 requires_grad，所以 numpy() 仍然拒绝
