import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
epochs, steps_per_epoch = 2, 5  # steps_per_epoch is len(train_loader) in real code
sched = torch.optim.lr_scheduler.OneCycleLR(
    opt, max_lr=0.1, epochs=epochs, steps_per_epoch=steps_per_epoch
)

for epoch in range(epochs):
    for batch in range(steps_per_epoch):
        group = opt.param_groups[0]
        print(epoch, batch, f"lr={group['lr']:.4g}", f"momentum={group['momentum']:.3f}")
        # ... forward, backward ...
        opt.step()
        sched.step()  # after every batch, not every epoch
