import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

pred = torch.tensor([0.5, 1.5, 2.0], device=device, requires_grad=True)
target = torch.ones(3, device=device)
loss = torch.nn.MSELoss(reduction="none")(pred, target)  # 每个元素一个损失
print(loss.shape)
loss.backward()  # 含 3 个元素的张量：不会隐式使用 1.0 作为梯度
