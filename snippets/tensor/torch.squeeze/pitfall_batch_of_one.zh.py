import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[0.3]], device=device)  # 模型输出，批次里只有一个样本
target = torch.tensor([1.0], device=device)

print(logits.squeeze().shape)   # torch.Size([]) -- 批次维度也没了
print(logits.squeeze(1).shape)  # torch.Size([1]) -- 这才是本意
F.binary_cross_entropy_with_logits(logits.squeeze(), target)
