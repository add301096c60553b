import torch

log_probs = torch.tensor([[0.1, 0.7, 0.2],
                          [0.5, 0.3, 0.2]])
target = torch.tensor([1, 0])                      # 每行一个类别

# 取 log_probs[i, target[i]]：index 的维数必须与输入相同
picked = log_probs.gather(1, target.unsqueeze(1))  # 形状为 (2, 1)
print(picked, picked.squeeze(1))

# dim=1 时 out[i][j] = input[i][index[i][j]]
print(torch.gather(log_probs, 1, torch.tensor([[0, 0, 2], [1, 1, 1]])))

# 沿第 0 维：out[i][j] = input[index[i][j]][j]
print(log_probs.gather(0, torch.tensor([[1, 0, 1]])))

# 用高级索引做同样的选取
print(log_probs[torch.arange(2), target])

# 梯度只流向被取出的位置
w = log_probs.clone().requires_grad_()
w.gather(1, target.unsqueeze(1)).sum().backward()
print(w.grad)
