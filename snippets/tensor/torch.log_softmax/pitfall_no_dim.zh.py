import torch

logits = torch.tensor([[0.1, 2.0, -1.0]])

print(torch.log_softmax(logits, dim=-1))
torch.log_softmax(logits)                        # torch.log_softmax 没有默认的 dim
