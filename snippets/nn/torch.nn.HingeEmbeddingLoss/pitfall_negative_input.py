import torch

score = torch.tensor([0.5, -3.0], requires_grad=True)  # raw scores, not distances
target = torch.tensor([1.0, 1.0])

loss = torch.nn.HingeEmbeddingLoss()(score, target)
loss.backward()
print(loss)        # negative, and unbounded below
print(score.grad)  # keeps pushing the scores down forever
